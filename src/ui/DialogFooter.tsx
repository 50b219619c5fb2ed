import type { ReactNode } from 'react';
import { errorMessage } from './formFields.css';
import * as styles from './modalDialog.css';
import { muted } from './ownerTools.css';

interface DialogFooterProps {
  /** Why the dialog's action failed, said in its alert line; empty until it does. */
  failure: string;
  /** What is under way ("Saving..."), said in its status line; empty while nothing is. */
  progress: string;
  /** The dialog's buttons. */
  children: ReactNode;
}

/**
 * The foot of a dialog that runs an action (a save, a delete): its alert line, its status line and
 * its buttons. Both lines are in the dialog from the start, so a screen reader announces what
 * appears in them.
 */
export function DialogFooter({ failure, progress, children }: DialogFooterProps) {
  return (
    <>
      <p role="alert" className={errorMessage}>
        {failure}
      </p>
      <p role="status" className={muted}>
        {progress}
      </p>
      <div className={styles.actions}>{children}</div>
    </>
  );
}
