import { useState, useSyncExternalStore } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { canKeepPages, formatBytes, keepPages, type KeepProgress } from '../../services/offline/keepPages';
import { button } from '../../theme/shared.css';
import * as styles from './surahIndex.css';

/** Whether the browser can keep pages is fixed for the page's life: nothing to subscribe to. */
const neverChanges = () => () => undefined;

type State = { kind: 'idle' } | { kind: 'saving'; progress: KeepProgress } | { kind: 'done'; progress: KeepProgress };

/**
 * "Keep the whole Quran on this device": stores every surah's page for the service worker, so
 * each reads with no network at all, and says how much it stored. Shown only where the browser
 * can keep pages (after hydration, so the prerendered page has no button that would do nothing).
 */
export function KeepQuran({ paths, text, formats }: { paths: readonly string[]; text: Messages['reader']['surahIndex']; formats: LocaleFormats }) {
  const supported = useSyncExternalStore(neverChanges, canKeepPages, () => false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!supported) return null;

  const counts = ({ done, total, bytes }: KeepProgress) => ({ done: formatNumber(done, formats), total: formatNumber(total, formats), size: formatBytes(bytes) });

  const keep = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: paths.length, bytes: 0 } });
    const progress = await keepPages(paths, (progress) => setState({ kind: 'saving', progress }));
    setState({ kind: 'done', progress });
  };

  return (
    <div className={styles.keep}>
      <button type="button" className={button({ variant: 'secondary' })} onClick={keep} disabled={state.kind === 'saving'}>
        {text.keep}
      </button>
      <p role="status" className={styles.keepStatus}>
        {state.kind === 'saving' && fill(text.saving, counts(state.progress))}
        {state.kind === 'done' && fill(state.progress.done === state.progress.total ? text.saved : text.savedPart, counts(state.progress))}
      </p>
    </div>
  );
}
