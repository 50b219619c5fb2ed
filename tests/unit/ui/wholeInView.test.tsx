// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bringWholeIntoView } from '../../../src/ui/wholeInView';

describe('a text area taking focus', () => {
  it('is brought wholly into view, to the nearest edge the scroll padding leaves', () => {
    const { getByRole } = render(<textarea aria-label="Message" onFocus={bringWholeIntoView} />);
    const box = getByRole('textbox', { name: 'Message' });
    const scrolled = vi.fn();
    box.scrollIntoView = scrolled;
    fireEvent.focus(box);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });
});
