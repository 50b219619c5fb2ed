// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '../../../src/ui/Field';

afterEach(cleanup);

function Message({ error }: { error?: string }) {
  return (
    <Field id="message" label="Message" hint="Say what you would like to learn." note="150 characters left" error={error} errorPrefix="Error: ">
      {(control) => <textarea {...control} name="message" />}
    </Field>
  );
}

describe('a labelled field', () => {
  it('puts its hint between the label and the control, and its note under the control', () => {
    const { container } = render(<Message />);
    const parts = [...container.firstElementChild!.children].map((element) => element.textContent || element.tagName.toLowerCase());
    expect(parts).toEqual(['Message', 'Say what you would like to learn.', 'textarea', '150 characters left']);
  });

  it('is described by its hint and its note, then by what is wrong when it is invalid', () => {
    render(<Message />);
    const field = screen.getByLabelText('Message');
    expect(field.getAttribute('aria-describedby')).toBe('message-hint message-note');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    cleanup();

    render(<Message error="Enter your message" />);
    const invalid = screen.getByLabelText('Message');
    expect(invalid.getAttribute('aria-describedby')).toBe('message-hint message-note message-error');
    expect(invalid.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('message-error')?.textContent).toContain('Enter your message');
  });
});
