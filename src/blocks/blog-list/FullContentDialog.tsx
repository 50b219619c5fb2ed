import { useId } from 'react';
import type { StoredBlog } from '../../services/blog/schema';
import { Icon } from '../../ui/Icon';
import { ModalDialog } from '../../ui/ModalDialog';
import * as styles from './blogList.css';

interface FullContentDialogProps {
  blog: StoredBlog;
  onClose: () => void;
}

/**
 * A modal <dialog>: the browser keeps focus inside it and makes the page behind inert; Escape and
 * the close button close it, and the list returns focus to the Read More button that opened it.
 */
export function FullContentDialog({ blog, onClose }: FullContentDialogProps) {
  const headingId = useId();

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      <div className={styles.dialogHeader}>
        <h2 id={headingId} className={styles.dialogHeading}>
          Full Content
        </h2>
        <button type="button" className={styles.closeButton} aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.dialogBody}>
        <h3 className={styles.dialogTitle}>{blog.title || 'Untitled'}</h3>
        <p className={styles.fullText}>{blog.content}</p>
      </div>
    </ModalDialog>
  );
}
