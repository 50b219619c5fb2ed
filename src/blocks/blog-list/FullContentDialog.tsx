import { useId } from 'react';
import type { StoredBlog } from '../../services/blog/schema';
import { Icon } from '../../ui/Icon';
import { ModalDialog } from '../../ui/ModalDialog';
import * as styles from './blogList.css';
import type { BlogListText } from './blogListText';

interface FullContentDialogProps {
  blog: StoredBlog;
  onClose: () => void;
  text: Pick<BlogListText, 'untitled' | 'fullContent'>;
}

/**
 * A modal <dialog>: the browser keeps focus inside it and makes the page behind inert; Escape and
 * the close button close it, and the list returns focus to the Read More button that opened it.
 */
export function FullContentDialog({ blog, onClose, text }: FullContentDialogProps) {
  const headingId = useId();

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      <div className={styles.dialogHeader}>
        <h2 id={headingId} className={styles.dialogHeading}>
          {text.fullContent.heading}
        </h2>
        <button type="button" className={styles.closeButton} aria-label={text.fullContent.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.dialogBody}>
        <h3 className={styles.dialogTitle}>{blog.title || text.untitled}</h3>
        <p className={styles.fullText}>{blog.content}</p>
      </div>
    </ModalDialog>
  );
}
