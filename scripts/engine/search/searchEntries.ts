import type { Page } from '../../../src/app/page/pageSchema';
import { referenceWord } from '../../../src/services/search/ayahReference';
import { searchForm } from '../../../src/services/search/searchForm';
import { OFFLINE_PATH } from '../prerender/offline';
import { searchKind, sectionPaths } from './searchKind';

/**
 * What the search index holds for one page. Most pages are read from their built HTML (their
 * main content); the reader's pages are written out here instead, from the same text their blocks
 * draw: an ayah's Arabic and its Urdu reduced to the form queries are reduced to (no vowel marks,
 * one letter form), which the HTML, drawn for reading, must keep as it is.
 */
export type SearchEntry =
  | { readonly source: 'html'; readonly url: string; readonly kind: string; readonly title: string }
  | {
      readonly source: 'record';
      readonly url: string;
      readonly kind: string;
      readonly title: string;
      readonly content: string;
      /** Shown with the result: an ayah's lines as written, to mark the words found in them. */
      readonly meta: Readonly<Record<string, string>>;
    };

/** The pages no visitor looks for: the owner's (unlisted), the not-found and offline stand-ins, and the search itself. */
function searchable(page: Page): boolean {
  return page.listed && page.path !== '*' && page.path !== OFFLINE_PATH && !page.blocks.some((block) => block.type === 'search-results');
}

function readerEntry(page: Page, kind: string): SearchEntry | undefined {
  for (const block of page.blocks) {
    if (block.type === 'ayah-text' && block.ayah) {
      const { ayah } = block.ayah;
      const title = `${ayah.surahName} ${ayah.id}`;
      return {
        source: 'record',
        url: page.path,
        kind,
        title,
        content: searchForm([title, referenceWord(ayah.id), ayah.english, ayah.urdu, ayah.text, ayah.transliteration].join('\n')),
        meta: { title, en: ayah.english, ur: ayah.urdu, ar: ayah.text, tr: ayah.transliteration },
      };
    }
    if (block.type === 'surah-text' && block.surah) {
      const { surah } = block.surah;
      return {
        source: 'record',
        url: page.path,
        kind,
        title: page.title,
        content: searchForm([page.title, `${surah.englishName} Surah ${surah.number}`, surah.name, surah.meaning].join('\n')),
        meta: { title: page.title },
      };
    }
  }
  return undefined;
}

/** Every page a visitor may search for, in pages.yaml's order, with its kind. */
export function searchEntries(pages: readonly Page[]): SearchEntry[] {
  const sections = sectionPaths(pages);
  return pages
    .filter(searchable)
    .map((page) => {
      const kind = searchKind(page, sections);
      return readerEntry(page, kind) ?? { source: 'html', url: page.path, kind, title: page.title };
    });
}
