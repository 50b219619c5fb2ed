import { join } from 'node:path';
import type { Page } from '../../../src/app/page/pageSchema';

/** One HTML file to write: a route at its own path or at one of its aliases. */
export interface PageJob {
  readonly page: Page;
  readonly path: string;
  /** Which of the site's languages the page is in, by its place in the list (0, the default). */
  readonly language: number;
}

/**
 * Every file a language's pages need: each route at its path and aliases; the default language's
 * not-found page once, as 404.html, and another language's at its alias only (/ur/404).
 */
export function pageJobs(pages: readonly Page[], language = 0): PageJob[] {
  return pages.flatMap((page) => {
    if (page.path !== '*') return [page.path, ...(page.aliases ?? [])].map((path) => ({ page, path, language }));
    return language === 0 ? [{ page, path: '*', language }] : (page.aliases ?? []).map((path) => ({ page, path, language }));
  });
}

/**
 * Where a route's page is opened as served: at its own path; the not-found page (the catch-all
 * route, `*`) at /404.html, the file it is written to, which a static host serves with status 200.
 */
export function servedPathFor(path: string): string {
  return path === '*' ? '/404.html' : path;
}

/** `/` → index.html, `/about` → about/index.html, the not-found page → 404.html. */
export function fileFor(outDir: string, path: string): string {
  if (path === '*') return join(outDir, '404.html');
  if (path === '/') return join(outDir, 'index.html');
  return join(outDir, path.slice(1), 'index.html');
}
