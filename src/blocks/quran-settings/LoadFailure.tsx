import type { Messages } from '../../i18n/messages/en';
import { button } from '../../theme/shared.css';
import * as styles from './quranSettings.css';

/** A load that failed, said plainly, with a way to try again. */
export function LoadFailure({ message, onRetry, text }: { message: string; onRetry: () => void; text: Messages['reader']['quranSettings'] }) {
  return (
    <div role="alert" className={styles.failure}>
      <p>
        {message} {text.checkConnection}
      </p>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}
