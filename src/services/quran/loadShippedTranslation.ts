import { cachedLoader } from '../cachedLoader';
import { keepThroughWorker, workerControlsPage } from '../offline/keepThroughWorker';
import { readJson, type Fetch } from './readJson';
import { translationFilePath, type ShippedTranslationKind, type TranslationFile } from './shippedTranslations';

/** A file that failed to arrive, or arrived but is not the one asked for. */
export class TranslationLoadError extends Error {
  override name = 'TranslationLoadError';
}

/** The verses of the file, checked to be the file asked for with one line per ayah (a few comparisons: no schema library in the reader's script). */
export function versesOf(body: unknown, kind: ShippedTranslationKind, surah: number, ayat: number): readonly string[] {
  const file = (body ?? {}) as Partial<Record<keyof TranslationFile, unknown>>;
  const { verses } = file;
  const fits = file.surah === surah && file.translation === kind && Array.isArray(verses) && verses.length === ayat && verses.every((verse) => typeof verse === 'string');
  if (!fits) throw new TranslationLoadError(`${translationFilePath(kind, surah)} does not hold the ${ayat} verses of surah ${surah}`);
  return verses;
}

async function fetchVerses(fetcher: Fetch, kind: ShippedTranslationKind, surah: number, ayat: number): Promise<readonly string[]> {
  const url = translationFilePath(kind, surah);
  // Fetched through the worker, its rule keeps the file; fetched before the worker took over the
  // page (a first visit), the worker is asked to keep it once it is ready.
  const throughWorker = workerControlsPage();
  const verses = versesOf(await readJson(url, fetcher, TranslationLoadError), kind, surah, ayat);
  if (!throughWorker) keepThroughWorker([url]);
  return verses;
}

/**
 * One surah's verses in a shipped translation: one request for the visit, however often the reader
 * turns it off and on; a failed load is forgotten, so Retry asks again.
 */
export function shippedTranslationLoader(fetcher: Fetch = (url) => fetch(url)) {
  const load = cachedLoader((key: string) => {
    const [kind, surah, ayat] = key.split(':') as [ShippedTranslationKind, string, string];
    return fetchVerses(fetcher, kind, Number(surah), Number(ayat));
  });
  return (kind: ShippedTranslationKind, surah: number, ayat: number) => load(`${kind}:${surah}:${ayat}`);
}

export type TranslationLoader = ReturnType<typeof shippedTranslationLoader>;
