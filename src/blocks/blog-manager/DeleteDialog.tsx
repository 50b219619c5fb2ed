import { useId, useRef } from 'react';
import type { StoredBlog } from '../../services/blog/schema';
import { button } from '../../theme/shared.css';
import { DialogFooter } from '../../ui/DialogFooter';
import { ModalDialog } from '../../ui/ModalDialog';
import { useBusyAction } from '../../ui/useBusyAction';
import * as styles from './blogManager.css';

interface DeleteDialogProps {
  blog: StoredBlog;
  /** Deletes the blog; the dialog stays open, with the reason, when it fails. */
  onDelete: (blog: StoredBlog) => Promise<void>;
  /** Cancel, Escape or a click on the backdrop: nothing is deleted. */
  onCancel: () => void;
}

/**
 * Asks before a blog is deleted, for a delete cannot be undone. Focus starts on Cancel, so a hurried
 * Enter deletes nothing.
 */
export function DeleteDialog({ blog, onDelete, onCancel }: DeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const textId = useId();
  const { busy, failure, run } = useBusyAction('The blog could not be deleted');
  const title = blog.title || 'Untitled';

  const confirm = () => run(() => onDelete(blog));

  return (
    <ModalDialog dialogRef={dialog} labelledBy={headingId} describedBy={textId} initialFocus={cancel} busy={busy} onClose={onCancel} className={styles.dialog}>
      <h2 id={headingId} className={styles.dialogHeading}>
        Delete this blog?
      </h2>
      <p id={textId} className={styles.dialogText}>
        “{title}” will be removed from the blog for good. Its place is freed for a new blog.
      </p>
      <DialogFooter failure={failure} progress={busy ? 'Deleting...' : ''}>
        <button ref={cancel} type="button" className={button({ variant: 'secondary' })} onClick={() => !busy && dialog.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          className={`${button()} ${styles.dangerButton} ${styles.busyButton}`}
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          Delete blog
        </button>
      </DialogFooter>
    </ModalDialog>
  );
}
