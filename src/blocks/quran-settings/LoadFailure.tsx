import { button } from '../../theme/shared.css';
import * as styles from './quranSettings.css';

/** A load that failed, said plainly, with a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      <p>{message} Please check your connection and try again.</p>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
