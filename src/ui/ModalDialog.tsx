import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as styles from './modalDialog.css';

interface ModalDialogProps {
  /** The id of its heading, which names it. */
  labelledBy: string;
  /** The id of the text that says what it asks, if any. */
  describedBy?: string;
  /** Where focus starts; by default the browser's choice, the first control in it. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While an action is under way, Escape and a click outside leave it open, so its outcome is seen. */
  busy?: boolean;
  /** Whether a click on the backdrop closes it: not where a stray click would lose what was typed. */
  closeOnBackdrop?: boolean;
  /**
   * Asked to close (Escape, the backdrop, or a Close button inside calling it too): whoever drew it
   * stops drawing it and puts focus back where it was (`useDialogOpener`).
   */
  onClose: () => void;
  /** Its own layout on top of the modal's card (padding, a header). */
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>, opened as it is drawn: the browser keeps focus inside it and makes the
 * page behind it inert. It closes by being taken away, never by the element's own close(): that
 * fires its close event a task later, and a key pressed in between (Enter on the button that
 * opened it, straight after Escape) would meet a dialog that looks closed but is still drawn, and
 * be lost. Taken away in the same task as the Escape or click, the page is ready for the next key.
 */
export function ModalDialog({ labelledBy, describedBy, initialFocus, busy = false, closeOnBackdrop = true, onClose, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialogRef.current;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
  }, [initialFocus]);

  return (
    // A click on the backdrop lands on the dialog element itself; the keyboard's way out is Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a pointer shortcut for Escape
    <dialog
      ref={dialogRef}
      className={className ? `${styles.modal} ${className}` : styles.modal}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      // A close the page cannot refuse (a browser may override preventDefault on a repeated
      // Escape): the dialog is shut already, so it is taken away too.
      onClose={onClose}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget && !busy) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
