// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '../../../src/ui/ModalDialog';
import { useDialogOpener } from '../../../src/ui/useDialogOpener';
import { withDialogStandIns } from '../support/dialogStandIns';

/** A button that opens a dialog with a Close button of its own, as the blog pages draw theirs. */
function Opener({ busy = false, closeOnBackdrop = true }: { busy?: boolean; closeOnBackdrop?: boolean }) {
  const dialog = useDialogOpener<string>();
  const headingId = useId();
  return (
    <>
      <button type="button" onClick={(event) => dialog.show('notes', event.currentTarget)}>
        Open notes
      </button>
      {dialog.open && (
        <ModalDialog labelledBy={headingId} busy={busy} closeOnBackdrop={closeOnBackdrop} onClose={dialog.close}>
          <h2 id={headingId}>Notes</h2>
          <button type="button" onClick={dialog.close}>
            Close
          </button>
        </ModalDialog>
      )}
    </>
  );
}

/** The element's own close(), a spy here: the dialog must never need it. */
const nativeClose = vi.fn();

withDialogStandIns(nativeClose);

afterEach(() => {
  cleanup();
  nativeClose.mockClear();
});

function open(props: Parameters<typeof Opener>[0] = {}) {
  render(<Opener {...props} />);
  const opener = screen.getByRole('button', { name: 'Open notes' });
  act(() => opener.click());
  return { opener, dialog: screen.getByRole('dialog', { name: 'Notes' }) };
}

/** Escape on a modal dialog: the browser fires a cancelable cancel event at it, then closes it unless refused. */
function pressEscape(dialog: HTMLElement) {
  const cancel = new Event('cancel', { cancelable: true });
  act(() => {
    fireEvent(dialog, cancel);
  });
  return cancel;
}

describe('a modal dialog', () => {
  it('is gone, with focus back on its opener, in the same task as the Escape that closed it', () => {
    const { opener, dialog } = open();
    const cancel = pressEscape(dialog);
    // Taken away by the page, not by the element's close(), whose close event comes a task later.
    expect(cancel.defaultPrevented).toBe(true);
    expect(nativeClose).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('opens again on the next Enter or click of its opener straight after', () => {
    const { opener, dialog } = open();
    pressEscape(dialog);
    act(() => opener.click());
    expect(screen.getByRole('dialog', { name: 'Notes' })).toBeTruthy();
  });

  it('closes from its own Close button and from a click on the backdrop', () => {
    const first = open();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(first.dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(first.opener);

    act(() => first.opener.click());
    const second = screen.getByRole('dialog', { name: 'Notes' });
    act(() => {
      fireEvent.click(second);
    });
    expect(second.isConnected).toBe(false);
    expect(nativeClose).not.toHaveBeenCalled();
  });

  it('stays open through Escape and a backdrop click while busy, and through a backdrop click when told to', () => {
    const busy = open({ busy: true });
    expect(pressEscape(busy.dialog).defaultPrevented).toBe(true);
    act(() => {
      fireEvent.click(busy.dialog);
    });
    expect(busy.dialog.isConnected).toBe(true);
    cleanup();

    const typed = open({ closeOnBackdrop: false });
    act(() => {
      fireEvent.click(typed.dialog);
    });
    expect(typed.dialog.isConnected).toBe(true);
    // A click on its content is not a click on the backdrop.
    act(() => {
      fireEvent.click(screen.getByRole('heading', { name: 'Notes' }));
    });
    expect(typed.dialog.isConnected).toBe(true);
  });

  it('is taken away too when the browser closes it regardless (a close that cannot be refused)', () => {
    const { opener, dialog } = open();
    act(() => {
      fireEvent(dialog, new Event('close'));
    });
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
