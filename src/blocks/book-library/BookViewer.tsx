import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';
import type { Book } from '../../schema/collections/books';
import { button } from '../../theme/shared.css';
import { Icon } from '../../ui/Icon';
import * as styles from './bookLibrary.css';

interface BookViewerProps {
  /** The book to show; null keeps the dialog closed. */
  book: Book | null;
  /** Called once the dialog has closed (close button, Escape); the opener takes the focus back. */
  onClose: () => void;
  /** The viewer's tools and its fallback, in the page's language. */
  text: Messages['blocks']['bookLibrary'];
}

/** Only a browser that says it has no PDF viewer is taken at its word; older ones do not say, and most of them show PDFs. */
const pdfViewerMaybe = () => (navigator.pdfViewerEnabled as boolean | undefined) !== false;

/** Whether the browser shows PDFs is fixed for the page's life: nothing to subscribe to. */
const neverChanges = () => () => undefined;

const focusable = 'a[href], button:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]):not([data-focus-wrap])';

/**
 * A native modal <dialog>: the rest of the page is inert while it is open and Escape closes it.
 * Tab and Shift+Tab go round its own controls and the document frame (through the PDF viewer's own
 * controls and out again), so focus never falls out of it.
 */
export function BookViewer({ book, onClose, text }: BookViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [maximized, setMaximized] = useState(true);
  // Many phone browsers show nothing for a PDF in a frame; they say so, and the dialog offers the
  // file instead. The prerendered HTML assumes a viewer (the dialog is closed there anyway).
  const canShowPdf = useSyncExternalStore(neverChanges, pdfViewerMaybe, () => true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (book && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!book && dialog.open) dialog.close();
  }, [book]);

  const handleClose = () => {
    setMaximized(true);
    onClose();
  };

  /**
   * Keys pressed while the document view has focus go to the frame's document, not to the dialog,
   * so Escape would not close it. The book is served by the site itself, so the frame's window can
   * be listened to: Escape there closes the dialog too. Keys inside the PDF viewer's own controls
   * (its toolbar, or the page once clicked) stay with the viewer, which keeps Escape for itself;
   * from there the Close button, always shown above, is one Tab or Shift+Tab round away.
   */
  const listenForEscape = (frame: HTMLIFrameElement) => {
    try {
      frame.contentWindow?.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') dialogRef.current?.close();
      });
    } catch {
      // A book from another origin: its keys stay its own; the Close button still closes.
    }
  };

  const focusables = () => [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];

  // The dialog moves focus itself: Chrome can drop it on the page behind when Tab meets a PDF frame.
  const moveFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = focusables();
    if (!items.length) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = current === -1 ? (event.shiftKey ? items.length - 1 : 0) : (current + step + items.length) % items.length;
    event.preventDefault();
    items[next]!.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog({ size: maximized ? 'maximized' : 'restored' })}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={moveFocus}
    >
      {book && (
        <>
          <div className={styles.toolbar}>
            <h2 id={titleId} className={styles.dialogTitle}>
              {book.title}
            </h2>
            <a href={book.file} target="_blank" rel="noopener" className={styles.tool}>
              <Icon name="external" size={20} />
              <span className={styles.toolLabel}>{text.openInNewTab}</span>
            </a>
            <a href={book.file} download className={styles.tool}>
              <Icon name="download" size={20} />
              <span className={styles.toolLabel}>{text.download}</span>
            </a>
            <button type="button" className={styles.tool} onClick={() => setMaximized(!maximized)}>
              <Icon name={maximized ? 'restore' : 'maximize'} size={20} />
              <span className={styles.toolLabel}>{maximized ? text.restore : text.maximize}</span>
            </button>
            <button ref={closeRef} type="button" className={styles.tool} aria-keyshortcuts="Escape" onClick={() => dialogRef.current?.close()}>
              <Icon name="close" size={20} />
              <span className={styles.toolLabel}>{text.close}</span>
            </button>
          </div>
          {canShowPdf ? (
            <iframe
              src={`${book.file}#view=FitH`}
              title={fill(text.frame, { title: book.title })}
              className={styles.frame}
              onLoad={(event) => listenForEscape(event.currentTarget)}
            />
          ) : (
            <div className={styles.fallback}>
              <p>{text.cannotShow}</p>
              <div className={styles.fallbackActions}>
                <a href={book.file} target="_blank" rel="noopener" className={button()}>
                  {text.openBook}
                </a>
                <a href={book.file} download className={button({ variant: 'secondary' })}>
                  {text.download}
                </a>
              </div>
            </div>
          )}
          {/* Tab out of the document view lands here and goes round to the first control. A key handler
              cannot do it: keys pressed inside the PDF viewer's frame never reach the page. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-static-element-interactions -- a focus sentinel, not a control: it hands focus on at once */}
          <span tabIndex={0} data-focus-wrap className={styles.focusWrap} onFocus={() => focusables()[0]?.focus()} />
        </>
      )}
    </dialog>
  );
}
