import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { button } from '../theme/shared.css';
import * as styles from './retryNotice.css';

interface RetryNoticeProps {
  /** The failure, in full; empty while trying again. */
  failure: string;
  /** Said while trying again ("Trying again to load the blogs..."); empty otherwise. */
  busy: string;
  onRetry: () => void;
  /** The button's label, in the page's language ("Try again"). */
  retryLabel: string;
  /**
   * Where focus goes if the notice goes away (the answer came) while its button has focus, so that
   * keyboard and screen reader users are not dropped to the top of the page. Needs tabIndex={-1}.
   */
  focusWhenGone: RefObject<HTMLElement | null>;
}

/**
 * A failed read and its "Try again" button. The alert and status lines stay in the page while
 * empty, so each is announced when it fills. While trying again the button stays (aria-disabled,
 * not disabled) so that focus stays on it, and a press does nothing.
 */
export function RetryNotice({ failure, busy, onRetry, retryLabel, focusWhenGone }: RetryNoticeProps) {
  const retryButton = useRef<HTMLButtonElement>(null);

  // Reads the target when focus moves, which may have been drawn by the very update that removes the notice.
  const focusTarget = useEffectEvent(() => focusWhenGone.current?.focus());
  useLayoutEffect(() => {
    const element = retryButton.current;
    // Runs while the notice is being removed, before its button leaves the page and loses focus. The
    // focus moves once the update is done, so that a target drawn by the same update is there to take it.
    return () => {
      if (element?.ownerDocument.activeElement === element) queueMicrotask(focusTarget);
    };
  }, []);

  const waiting = busy !== '';
  return (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {failure}
      </p>
      <p role="status" className={styles.problemStatus}>
        {busy}
      </p>
      <button
        ref={retryButton}
        type="button"
        className={`${button({ variant: 'secondary' })} ${styles.retryButton}`}
        aria-disabled={waiting || undefined}
        onClick={() => {
          if (!waiting) onRetry();
        }}
      >
        {retryLabel}
      </button>
    </div>
  );
}
