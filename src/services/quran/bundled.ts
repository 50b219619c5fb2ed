import { bundledSummaries, type QuranSource, type Surah } from './index';
import { bundledSurahSchema, type BundledIndex } from './schemas';
import { cachedLoader, fetchJson, QuranDataError, type Fetch } from './fetchJson';

/**
 * The text shipped with the site: one file per surah, generated at build time from the quran-json
 * package (see quranDataPlugin.ts). The index of the files comes with the reader's page.
 */
export function createBundledSource(index: BundledIndex, fetcher: Fetch = (url) => fetch(url)): QuranSource {
  const surahs = bundledSummaries(index);
  const files = new Map(index.surahs.map((entry, position) => [entry.number, { summary: surahs[position]!, url: entry.file }]));

  const loadSurah = cachedLoader(async (number: number): Promise<Surah> => {
    const entry = files.get(number);
    if (!entry) throw new QuranDataError(`The index has no surah ${number}`);
    const file = await fetchJson(entry.url, bundledSurahSchema, fetcher);
    if (file.number !== number || file.verses.length !== entry.summary.verseCount) {
      throw new QuranDataError(`${entry.url} is not surah ${number} with ${entry.summary.verseCount} verses`);
    }
    return {
      ...entry.summary,
      ...(file.opening ? { opening: file.opening } : {}),
      verses: file.verses.map((text, position) => ({ number: position + 1, text })),
    };
  });

  return {
    translations: [],
    listSurahs: () => Promise.resolve(surahs),
    getSurah: (number) => loadSurah(number),
  };
}
