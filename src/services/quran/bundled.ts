import type { QuranSource, Surah, SurahSummary } from './index';
import { bundledIndexSchema, bundledSurahSchema } from './schemas';
import { cachedLoader, fetchJson, QuranDataError, type Fetch } from './fetchJson';

/**
 * The text shipped with the site: a small index of the 114 surahs, then one file per surah, all
 * generated at build time from the quran-json package (see quranDataPlugin.ts).
 */
export function createBundledSource(indexUrl: string, fetcher: Fetch = (url) => fetch(url)): QuranSource {
  const files = new Map<number, { summary: SurahSummary; url: string }>();

  const loadIndex = cachedLoader(async (): Promise<readonly SurahSummary[]> => {
    const index = await fetchJson(indexUrl, bundledIndexSchema, fetcher);
    return index.surahs.map(({ number, name, englishName, verses, file }) => {
      const summary = { number, name, englishName, verseCount: verses };
      files.set(number, { summary, url: file });
      return summary;
    });
  });

  const loadSurah = cachedLoader(async (number: number): Promise<Surah> => {
    await loadIndex(undefined);
    const entry = files.get(number);
    if (!entry) throw new QuranDataError(`The index has no surah ${number}`);
    const file = await fetchJson(entry.url, bundledSurahSchema, fetcher);
    if (file.number !== number || file.verses.length !== entry.summary.verseCount) {
      throw new QuranDataError(`${entry.url} is not surah ${number} with ${entry.summary.verseCount} verses`);
    }
    return {
      ...entry.summary,
      ...(file.opening ? { opening: file.opening } : {}),
      verses: file.verses.map((text, index) => ({ number: index + 1, text })),
    };
  });

  return {
    translations: [],
    listSurahs: () => loadIndex(undefined),
    getSurah: (number) => loadSurah(number),
  };
}
