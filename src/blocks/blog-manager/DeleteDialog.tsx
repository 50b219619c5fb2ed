import { useId, useRef } from 'react';
import { button } from '../../theme/shared.css';
import { DialogFooter } from '../../ui/DialogFooter';
import { ModalDialog } from '../../ui/ModalDialog';
import { useBusyAction } from '../../ui/useBusyAction';
import * as styles from './blogManager.css';

interface DeleteDialogProps {
  /** What is deleted: a blog, or a damaged entry (which is on no page of the blog). */
  kind: 'blog' | 'damaged entry';
  /** How the owner knows it: its title, or what stands for one. */
  name: string;
  /** Deletes it; the dialog stays open, with the reason, when it fails. */
  onDelete: () => Promise<void>;
  /** Cancel, Escape or a click on the backdrop: nothing is deleted. */
  onCancel: () => void;
}

/**
 * Asks before a blog or a damaged entry is deleted, for a delete cannot be undone. Focus starts on
 * Cancel, so a hurried Enter deletes nothing.
 */
export function DeleteDialog({ kind, name, onDelete, onCancel }: DeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();
  const { busy, failure, run } = useBusyAction(kind === 'blog' ? 'The blog could not be deleted' : 'The damaged entry could not be deleted');

  return (
    <ModalDialog labelledBy={headingId} describedBy={textId} initialFocus={cancel} busy={busy} onClose={onCancel} className={styles.dialog}>
      <h2 id={headingId} className={styles.dialogHeading}>
        Delete this {kind}?
      </h2>
      <p id={textId} className={styles.dialogText}>
        {kind === 'blog' ? `${name} will be removed from the blog for good.` : `The damaged entry ${name} will be removed for good.`} Its place is freed for a new
        blog.
      </p>
      <DialogFooter failure={failure} progress={busy ? 'Deleting...' : ''}>
        <button ref={cancel} type="button" className={button({ variant: 'secondary' })} onClick={() => !busy && onCancel()}>
          Cancel
        </button>
        <button
          type="button"
          className={`${button()} ${styles.dangerButton} ${styles.busyButton}`}
          aria-disabled={busy || undefined}
          onClick={() => void run(onDelete)}
        >
          {kind === 'blog' ? 'Delete blog' : 'Delete entry'}
        </button>
      </DialogFooter>
    </ModalDialog>
  );
}
