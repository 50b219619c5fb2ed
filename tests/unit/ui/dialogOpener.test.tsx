// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogOpener } from '../../../src/ui/useDialogOpener';

/** Two rows that each open a panel standing in for a dialog; the panel can close, or close and remove its row. */
function Rows() {
  const dialog = useDialogOpener<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Rows
      </h2>
      {['first', 'second'].map((row) => (
        <button key={row} type="button" onClick={(event) => dialog.show(row, event.currentTarget)}>
          Open {row}
        </button>
      ))}
      {dialog.open && (
        <section aria-label={`Panel for ${dialog.open}`}>
          <button type="button" onClick={dialog.close}>
            Close
          </button>
          <button type="button" onClick={() => dialog.closeFocusing(() => heading.current)}>
            Close to the heading
          </button>
        </section>
      )}
    </>
  );
}

afterEach(cleanup);

describe('useDialogOpener', () => {
  it('opens on what was chosen and gives focus back to the control that opened it', () => {
    render(<Rows />);
    fireEvent.click(screen.getByRole('button', { name: 'Open second' }));
    expect(screen.getByRole('region', { name: 'Panel for second' })).toBeTruthy();
    screen.getByRole('button', { name: 'Close' }).focus();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open second' }));
  });

  it('puts focus where it is told instead, once the dialog is gone', () => {
    render(<Rows />);
    fireEvent.click(screen.getByRole('button', { name: 'Open first' }));
    act(() => screen.getByRole('button', { name: 'Close to the heading' }).click());
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rows' }));
  });

  it('moves focus only when it closes, not when it opens', () => {
    render(<Rows />);
    const opener = screen.getByRole('button', { name: 'Open first' });
    fireEvent.click(opener);
    expect(document.activeElement).toBe(document.body);
  });
});
