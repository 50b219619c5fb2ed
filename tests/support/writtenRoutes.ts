import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface WrittenRoute {
  /** None on a `- template:` entry, which stands for the pages its template makes. */
  readonly path?: string;
  readonly aliases?: readonly string[];
  readonly listed?: boolean;
  readonly blocks?: readonly { readonly type: string }[];
}

/**
 * The routes as pages.yaml writes them, read without the site's loader, so that a test can say
 * what the build must do with them independently of the code that does it. Read on a call, never
 * as the file loads: mutation testing counts code run while a file loads as covered by every test.
 */
function writtenRoutes(): WrittenRoute[] {
  return (parse(readFileSync('pages.yaml', 'utf8')) as { routes: WrittenRoute[] }).routes.filter((route) => route.path !== undefined);
}

/** What the pages of each language pages.yaml declares begin with: "" for the first, "/<code>" for each other. */
export function languagePrefixes(): string[] {
  const { locales } = (parse(readFileSync('pages.yaml', 'utf8')) as { site: { locales: { code: string }[] } }).site;
  return locales.map((locale, index) => (index === 0 ? '' : `/${locale.code}`));
}

/** Every address of the pages pages.yaml marks `listed: false`: never in the sitemap, never prerendered ahead of a click. */
export function unlistedPaths(): string[] {
  return writtenRoutes()
    .filter((route) => route.listed === false)
    .flatMap((route) => [route.path!, ...(route.aliases ?? [])]);
}

/** The blocks that let only the signed-in owner in: anyone else is sent on to the login page. */
const OWNER_BLOCKS = new Set(['blog-editor', 'blog-manager']);

/** The owner's pages: a block on each sends a visitor who is not signed in on to the login page. */
export function ownerPaths(): Set<string> {
  return new Set(writtenRoutes().filter((route) => route.blocks?.some((block) => OWNER_BLOCKS.has(block.type))).map((route) => route.path!));
}
