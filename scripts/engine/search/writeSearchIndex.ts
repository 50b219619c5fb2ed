import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { escapeHtml } from '../escapeHtml';
import { SEARCH_INDEX_PATH } from '../../../src/services/search/siteSearch';
import { folderSize } from '../folderSize';
import { fileFor } from '../prerender/pageFiles';
import type { PageLanguage, SearchEntry } from './searchEntries';

/**
 * Pagefind's own search interfaces, written beside the index: the site draws its own results page,
 * so none of them is served.
 */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** A value the result is given with the page, from an element with no text of its own, so that it is not also read into the excerpts. */
const metaTag = (name: string, value: string) => `<meta data-pagefind-meta="${name}[content]" content="${escapeHtml(value)}">`;

/**
 * A built page as the index reads it: its main content only (the header, footer and menus are on
 * every page and would match every query), filed under its kind, titled as the page is rather than
 * by its first heading (a banner's slogan on some pages), and, for a page in another language than
 * the default, with that language, so its result is marked as written in it.
 */
export function indexedHtml(html: string, entry: { kind: string; title: string; language?: PageLanguage | undefined }): string {
  const main = html.indexOf('<main');
  if (main < 0) throw new Error(`A page to index has no <main>: ${entry.title}`);
  const opened = html.indexOf('>', main) + 1;
  const metas = metaTag('title', entry.title) + (entry.language ? metaTag('lang', entry.language.code) + metaTag('dir', entry.language.direction) : '');
  return `${html.slice(0, main)}<main data-pagefind-body data-pagefind-filter="kind:${escapeHtml(entry.kind)}"${html.slice(main + 5, opened)}${metas}${html.slice(opened)}`;
}

export interface SearchIndexFigures {
  readonly pages: number;
  readonly files: number;
  readonly bytes: number;
}

/**
 * Writes the site search's index into outDir/pagefind: every entry, one language for all (a query
 * in English, Urdu or Arabic searches every page; the words differ by script, so nothing is lost).
 * Breadcrumbs and other navigation, forms and buttons are left out of what is matched: they repeat
 * from page to page, and a button's words run into the next ("Read Tajweed" "Download...").
 */
export async function writeSearchIndex(outDir: string, entries: readonly SearchEntry[]): Promise<SearchIndexFigures> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: ['nav', 'form', 'button', 'script', 'template'] });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await Promise.all(
      entries.map((entry) =>
        entry.source === 'record'
          ? index.addCustomRecord({ url: entry.url, language: 'en', content: entry.content, meta: { ...entry.meta }, filters: { kind: [entry.kind] } })
          : index.addHTMLFile({ url: entry.url, content: indexedHtml(readFileSync(fileFor(outDir, entry.url), 'utf8'), entry) }),
      ),
    );
    const problems = added.flatMap((result) => result.errors);
    if (problems.length) throw new Error(`The search index refused pages: ${problems.slice(0, 5).join('; ')}`);
    const target = join(outDir, SEARCH_INDEX_PATH);
    rmSync(target, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new Error(`The search index could not be written: ${written.errors.join('; ')}`);
    for (const file of readdirSync(target)) if (UNUSED_FILES.test(file)) rmSync(join(target, file));
    return { pages: entries.length, ...folderSize(target) };
  } finally {
    await pagefind.close();
  }
}
