import { join } from 'node:path';
import type { Page } from '../../../src/app/page/pageSchema';

/** One HTML file to write: a route at its own path or at one of its aliases. */
export interface PageJob {
  readonly page: Page;
  readonly path: string;
}

/** Every file the site needs: each route at its path and aliases; the not-found page once, as 404.html. */
export function pageJobs(pages: readonly Page[]): PageJob[] {
  return pages.flatMap((page) => (page.path === '*' ? [{ page, path: '*' }] : [page.path, ...(page.aliases ?? [])].map((path) => ({ page, path }))));
}

/** `/` → index.html, `/about` → about/index.html, the not-found page → 404.html. */
export function fileFor(outDir: string, path: string): string {
  if (path === '*') return join(outDir, '404.html');
  if (path === '/') return join(outDir, 'index.html');
  return join(outDir, path.slice(1), 'index.html');
}
