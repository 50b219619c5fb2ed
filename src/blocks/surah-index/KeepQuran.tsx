import { useState, useSyncExternalStore } from 'react';
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
export function KeepQuran({ paths }: { paths: readonly string[] }) {
  const supported = useSyncExternalStore(neverChanges, canKeepPages, () => false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (!supported) return null;

  const keep = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: paths.length, bytes: 0 } });
    const progress = await keepPages(paths, (progress) => setState({ kind: 'saving', progress }));
    setState({ kind: 'done', progress });
  };

  return (
    <div className={styles.keep}>
      <button type="button" className={button({ variant: 'secondary' })} onClick={keep} disabled={state.kind === 'saving'}>
        Keep the whole Quran on this device
      </button>
      <p role="status" className={styles.keepStatus}>
        {state.kind === 'saving' && `Saving surah pages: ${state.progress.done} of ${state.progress.total}...`}
        {state.kind === 'done' &&
          (state.progress.done === state.progress.total
            ? `The whole Quran is on this device: ${state.progress.total} surahs, ${formatBytes(state.progress.bytes)}. They open with no connection.`
            : `${state.progress.done} of ${state.progress.total} surahs saved (${formatBytes(state.progress.bytes)}). Connect and try again for the rest.`)}
      </p>
    </div>
  );
}
