import type { Page } from '../../../src/app/page/pageSchema';
import { defaultLanguagePath } from '../../../src/i18n/pageLocale';
import { referenceWord } from '../../../src/services/search/ayahReference';
import { searchForm } from '../../../src/services/search/searchForm';
import { translatedKeys } from '../../../src/services/search/translatedKeys';
import { OFFLINE_PATH } from '../prerender/offline';
import { OTHER_PAGES, searchKind, sectionPaths } from './searchKind';

/**
 * What the search index holds for one page. Most pages are read from their built HTML (their
 * main content); the reader's pages are written out here instead, from the same text their blocks
 * draw: an ayah's Arabic and its Urdu reduced to the form queries are reduced to (no vowel marks,
 * one letter form), which the HTML, drawn for reading, must keep as it is.
 */
export type SearchEntry =
  | {
      readonly source: 'html';
      readonly url: string;
      readonly kind: string;
      readonly title: string;
      /** A page in a language other than the default: its result is marked as written in it. */
      readonly language?: PageLanguage | undefined;
    }
  | {
      readonly source: 'record';
      readonly url: string;
      readonly kind: string;
      readonly title: string;
      readonly content: string;
      /**
       * Shown with the result: the lines as written (an ayah's Arabic, Urdu, English and
       * transliteration; a surah's names in each), to mark the words found in them.
       */
      readonly meta: Readonly<Record<string, string>>;
    };

/** The pages no visitor looks for: the owner's (unlisted), the not-found and offline stand-ins (in any language), and the search itself. */
function searchable(page: Page, prefix = ''): boolean {
  return page.listed && page.path !== '*' && defaultLanguagePath(page.path, prefix) !== OFFLINE_PATH && !page.blocks.some((block) => block.type === 'search-results');
}

/** A surah page in another language: its language, its path and title there, and the names its surah is given there. */
interface TranslatedSurah {
  readonly code: string;
  readonly path: string;
  readonly title: string;
  readonly englishName: string;
  readonly meaning: string;
}

function surahOf(page: Page, code: string): TranslatedSurah | undefined {
  for (const block of page.blocks) {
    if (block.type === 'surah-text' && block.surah) return { code, path: page.path, title: page.title, englishName: block.surah.surah.englishName, meaning: block.surah.surah.meaning };
  }
  return undefined;
}

/**
 * Each surah page's surah as the other languages name it, by the page's path in the default
 * language. A translation gives the surah the name its readers write (its `englishName` is "البقرہ"
 * on the Urdu pages), which the Arabic name does not always spell alike (یٰسین for يس), so the one
 * record of the surah carries them too.
 */
function translatedSurahs(translated: readonly TranslatedPages[]): Map<string, TranslatedSurah[]> {
  const byPath = new Map<string, TranslatedSurah[]>();
  for (const { prefix, language, pages } of translated) {
    for (const page of pages) {
      const surah = surahOf(page, language.code);
      if (!surah) continue;
      const path = defaultLanguagePath(page.path, prefix);
      byPath.set(path, [...(byPath.get(path) ?? []), surah]);
    }
  }
  return byPath;
}

function readerEntry(page: Page, kind: string, surahNames: ReadonlyMap<string, readonly TranslatedSurah[]> = new Map()): SearchEntry | undefined {
  for (const block of page.blocks) {
    if (block.type === 'ayah-text' && block.ayah) {
      const { ayah } = block.ayah;
      const title = `${ayah.surahName} ${ayah.id}`;
      // An ayah's page exists in the default language only: in another, its title names the surah as that language does.
      const titles = (surahNames.get(ayah.surahTo) ?? []).map((translation): [string, string] => [translatedKeys(translation.code).title, `${translation.englishName} ${ayah.id}`]);
      return {
        source: 'record',
        url: page.path,
        kind,
        title,
        content: searchForm([title, referenceWord(ayah.id), ayah.english, ayah.urdu, ayah.text, ayah.transliteration].join('\n')),
        meta: { title, en: ayah.english, ur: ayah.urdu, ar: ayah.text, tr: ayah.transliteration, ...Object.fromEntries(titles) },
      };
    }
    if (block.type === 'surah-text' && block.surah) {
      const { surah } = block.surah;
      const translations = surahNames.get(page.path) ?? [];
      return {
        source: 'record',
        url: page.path,
        kind,
        title: page.title,
        content: searchForm(
          [page.title, `${surah.englishName} Surah ${surah.number}`, surah.name, surah.meaning, ...translations.flatMap((translation) => [translation.title, translation.englishName, translation.meaning])].join('\n'),
        ),
        meta: {
          title: page.title,
          en: `${surah.englishName} - Surah ${surah.number}: ${surah.meaning}`,
          ar: surah.name,
          ur: translations.map((translation) => translation.title).join(' · '),
          ...Object.fromEntries(
            translations.flatMap((translation): [string, string][] => {
              const keys = translatedKeys(translation.code);
              return [
                [keys.title, translation.title],
                [keys.url, translation.path],
              ];
            }),
          ),
        },
      };
    }
  }
  return undefined;
}

/** What a result needs of its page's language: its code and direction. */
export interface PageLanguage {
  readonly code: string;
  readonly direction: 'ltr' | 'rtl';
}

/** The pages of a language other than the default, under their prefix ("/ur"). */
interface TranslatedPages {
  readonly prefix: string;
  readonly language: PageLanguage;
  readonly pages: readonly Page[];
}

/**
 * Every page a visitor may search for, in pages.yaml's order, with its kind: the default
 * language's, then each other language's. One index holds them all: a query in Urdu finds the Urdu
 * pages, one in English the English. A translated page is filed under the kind of the page it
 * translates, so the search's filters stay one list whichever language a page is in. The reader's
 * pages are indexed once, in the default language: a surah's record holds its names in Arabic, in
 * English and as each other language names it, and an ayah's its Arabic, Urdu and English, the same
 * for every language.
 */
export function searchEntries(pages: readonly Page[], translated: readonly TranslatedPages[] = []): SearchEntry[] {
  const sections = sectionPaths(pages);
  const kinds = new Map(pages.map((page) => [page.path, searchKind(page, sections)]));
  const surahNames = translatedSurahs(translated);
  return [
    ...pages.filter((page) => searchable(page)).map((page): SearchEntry => {
      const kind = kinds.get(page.path)!;
      return readerEntry(page, kind, surahNames) ?? { source: 'html', url: page.path, kind, title: page.title };
    }),
    ...translated.flatMap(({ prefix, language, pages: inLanguage }) =>
      inLanguage
        .filter((page) => searchable(page, prefix) && !readerEntry(page, ''))
        .map((page): SearchEntry => ({ source: 'html', url: page.path, kind: kinds.get(defaultLanguagePath(page.path, prefix)) ?? OTHER_PAGES, title: page.title, language })),
    ),
  ];
}
