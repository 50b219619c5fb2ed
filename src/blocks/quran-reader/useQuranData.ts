import { useCallback, useEffect, useState } from 'react';
import type { Surah, TranslationId } from '../../services/quran/index';
import type { BundledFirstView } from '../../services/quran/bundledFiles';
import { quranSource, type QuranSourceConfig } from '../../services/quran/sources';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/** The wording the site's logs have always used for a failed load, so a search of old logs still finds them. */
function logFailure(error: unknown) {
  console.error('Error fetching Surah:', error);
}

/**
 * One surah's text, asked for when it is chosen; the source keeps it for the rest of the visit.
 * The page's own first surah is there at once (unless a translation is asked for with it).
 */
export function useSurah(config: QuranSourceConfig, firstView: BundledFirstView, number: number | undefined, translation: TranslationId | undefined) {
  const { source: kind, remoteBaseUrl } = config;
  const key = number ? `${number}:${translation ?? ''}` : undefined;
  const given = number === firstView.first.number && !translation ? firstView.first : undefined;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; result: Loadable<Surah> }>();

  useEffect(() => {
    if (!number || !key || given) return;
    let current = true;
    quranSource({ source: kind, remoteBaseUrl }, firstView.index)
      .then((source) => source.getSurah(number, translation))
      .then(
        (surah) => current && setLoaded({ key, result: { status: 'ready', value: surah } }),
        (error: unknown) => {
          logFailure(error);
          if (current) setLoaded({ key, result: { status: 'error' } });
        },
      );
    return () => {
      current = false;
    };
  }, [kind, remoteBaseUrl, firstView, number, translation, key, given, attempt]);

  const retry = useCallback(() => {
    setLoaded(undefined);
    setAttempt((count) => count + 1);
  }, []);
  const result: Loadable<Surah> = given ? { status: 'ready', value: given } : loaded && loaded.key === key ? loaded.result : { status: 'loading' };
  return { result, retry };
}
