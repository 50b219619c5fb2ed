import { useCallback, useEffect, useState } from 'react';
import type { QuranSource, Surah, SurahSummary, TranslationId } from '../../services/quran/index';
import { quranSource, type QuranSourceConfig } from '../../services/quran/sources';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/** SPEC.md section 8's wording, kept so the log reads as it always has. */
function logFailure(error: unknown) {
  console.error('Error fetching Surah:', error);
}

/** The source and its surah list, loaded after the first render (the prerender fetches nothing). */
export function useSurahIndex(config: QuranSourceConfig) {
  const { source: kind, remoteBaseUrl } = config;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loadable<{ source: QuranSource; surahs: readonly SurahSummary[] }>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    quranSource({ source: kind, remoteBaseUrl })
      .then(async (source) => ({ source, surahs: await source.listSurahs() }))
      .then(
        (value) => current && setState({ status: 'ready', value }),
        (error: unknown) => {
          logFailure(error);
          if (current) setState({ status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [kind, remoteBaseUrl, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/** One surah's text, asked for when it is chosen; the source keeps it for the rest of the visit. */
export function useSurah(source: QuranSource | undefined, number: number | undefined, translation: TranslationId | undefined) {
  const key = source && number ? `${number}:${translation ?? ''}` : undefined;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; result: Loadable<Surah> }>();

  useEffect(() => {
    if (!source || !number || !key) return;
    let current = true;
    source.getSurah(number, translation).then(
      (surah) => current && setLoaded({ key, result: { status: 'ready', value: surah } }),
      (error: unknown) => {
        logFailure(error);
        if (current) setLoaded({ key, result: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [source, number, translation, key, attempt]);

  const retry = useCallback(() => {
    setLoaded(undefined);
    setAttempt((count) => count + 1);
  }, []);
  const result: Loadable<Surah> = loaded && loaded.key === key ? loaded.result : { status: 'loading' };
  return { result, retry };
}
