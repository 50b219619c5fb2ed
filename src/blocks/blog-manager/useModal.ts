import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal when it is drawn, and moves focus to `first` inside it. The
 * browser then keeps focus in the dialog, makes the page behind it inert, and turns Escape into a
 * `cancel` and a `close` event; whoever drew the dialog puts focus back when it closes.
 */
export function useModal(first: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    first.current?.focus();
  }, [first]);
  return dialog;
}
