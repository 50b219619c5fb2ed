import { useId, useRef } from 'react';
import { fill } from '../../i18n/format';
import { button } from '../../theme/shared.css';
import { DialogFooter } from '../../ui/DialogFooter';
import { ModalDialog } from '../../ui/ModalDialog';
import { useBusyAction } from '../../ui/useBusyAction';
import * as styles from './blogManager.css';
import type { BlogManagerText } from './blogManagerText';

interface DeleteDialogProps {
  /** What is deleted: a blog, or a damaged entry (which is on no page of the blog). */
  kind: 'blog' | 'damaged entry';
  text: BlogManagerText['deleteDialog'];
  /** How the owner knows it: its title, or what stands for one. */
  name: string;
  /** Deletes it; the dialog stays open, with the reason, when it fails. */
  onDelete: () => Promise<void>;
  /** Cancel, Escape or a click on the backdrop: nothing is deleted. */
  onCancel: () => void;
  /** Why a delete failed, in the page's language. */
  failureOf: (error: unknown) => string;
}

/**
 * Asks before a blog or a damaged entry is deleted, for a delete cannot be undone. Focus starts on
 * Cancel, so a hurried Enter deletes nothing.
 */
export function DeleteDialog({ kind, text, name, onDelete, onCancel, failureOf }: DeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  const blog = kind === 'blog';
  const { busy, failure, run } = useBusyAction(blog ? text.blogFailed : text.entryFailed, failureOf);

  return (
    <ModalDialog labelledBy={headingId} describedBy={textId} initialFocus={cancel} busy={busy} onClose={onCancel} className={styles.dialog}>
      <h2 id={headingId} className={styles.dialogHeading}>
        {blog ? text.blogHeading : text.entryHeading}
      </h2>
      <p id={textId} className={styles.dialogText}>
        {blog ? fill(text.blogText, { title: name }) : fill(text.entryText, { name })}
      </p>
      <DialogFooter failure={failure} progress={busy ? text.deleting : ''}>
        <button ref={cancel} type="button" className={button({ variant: 'secondary' })} onClick={() => !busy && onCancel()}>
          {text.cancel}
        </button>
        <button
          type="button"
          className={`${button()} ${styles.dangerButton} ${styles.busyButton}`}
          aria-disabled={busy || undefined}
          onClick={() => void run(onDelete)}
        >
          {blog ? text.deleteBlog : text.deleteEntry}
        </button>
      </DialogFooter>
    </ModalDialog>
  );
}
