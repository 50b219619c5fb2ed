import { useLayoutEffect, useRef, useState } from 'react';

type FocusTarget = () => HTMLElement | null | undefined;

const nowhere: FocusTarget = () => undefined;

/**
 * What a modal dialog is open on (a book, a blog), and the control that opened it. When the dialog
 * closes, focus goes back to that control, or wherever `closeFocusing` names instead (the next row,
 * when the opener's row was deleted), so that a keyboard or screen reader user is never sent back
 * to the top of the page.
 */
export function useDialogOpener<Subject>() {
  const [open, setOpen] = useState<Subject | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusWhenClosed = useRef<FocusTarget>(nowhere);

  // In the commit that takes the dialog away (and applies what closing it changed, such as a deleted
  // row), so the page is no longer inert behind it, and focus is never left on the body between two frames.
  useLayoutEffect(() => {
    if (open !== null) return;
    const target = focusWhenClosed.current();
    focusWhenClosed.current = nowhere;
    target?.focus();
  }, [open]);

  return {
    /** What the dialog shows; null while it is closed. */
    open,
    /** Opens the dialog on `subject`, from the control the visitor pressed. */
    show: (subject: Subject, trigger: HTMLElement) => {
      opener.current = trigger;
      setOpen(subject);
    },
    /** Closes it, and gives focus back to the control that opened it. */
    close: () => {
      focusWhenClosed.current = () => opener.current;
      setOpen(null);
    },
    /** Closes it, and focuses what `target` names once the page has drawn what closing it changed. */
    closeFocusing: (target: FocusTarget) => {
      focusWhenClosed.current = target;
      setOpen(null);
    },
  };
}
