import { useEffect, type ReactNode, type RefObject } from 'react';
import * as styles from './modalDialog.css';

interface ModalDialogProps {
  /** The dialog element, for the buttons inside it that close it (`dialogRef.current?.close()`). */
  dialogRef: RefObject<HTMLDialogElement | null>;
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
  /** Called once it has closed, however it closed; whoever drew it puts focus back where it was (`useDialogOpener`). */
  onClose: () => void;
  /** Its own layout on top of the modal's card (padding, a header). */
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>, opened as it is drawn: the browser keeps focus inside it, makes the page
 * behind it inert and closes it on Escape; a click on the backdrop closes it too, unless told not to.
 */
export function ModalDialog({ dialogRef, labelledBy, describedBy, initialFocus, busy = false, closeOnBackdrop = true, onClose, className, children }: ModalDialogProps) {
  useEffect(() => {
    const element = dialogRef.current;
    if (element && !element.open) element.showModal();
    initialFocus?.current?.focus();
  }, [dialogRef, initialFocus]);

  return (
    // A click on the backdrop lands on the dialog element itself; the keyboard's way out is Escape,
    // which the browser gives every modal dialog.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a pointer shortcut for Escape
    <dialog
      ref={dialogRef}
      className={className ? `${styles.modal} ${className}` : styles.modal}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget && !busy) event.currentTarget.close();
      }}
    >
      {children}
    </dialog>
  );
}
