/** A language's offline page: the page shown for any of its pages this device never kept. */
export interface OfflinePage {
  /** What the language's paths begin with: "" for the default language, "/ur" for Urdu. */
  readonly prefix: string;
  /** The page's file as the worker precaches it ("/ur/offline/index.html"). */
  readonly file: string;
}

const isUnder = (path: string, prefix: string) => !prefix || path === prefix || path.startsWith(`${prefix}/`);

/** The offline page in the language of the page at `url`: the one whose prefix is the longest that begins its path. */
export function offlinePageFor(url: string, pages: readonly OfflinePage[]): OfflinePage | undefined {
  const { pathname } = new URL(url);
  return pages.filter((page) => isUnder(pathname, page.prefix)).sort((one, other) => other.prefix.length - one.prefix.length)[0];
}

/**
 * The offline page for a page the network did not give and the device never kept, from the
 * precache. Workbox keys a file whose name does not change with its content by the file and its
 * revision (`?__WB_REVISION__=…`), hence the search is ignored.
 */
export async function precachedOfflinePage(url: string, pages: readonly OfflinePage[], precacheName: string): Promise<Response | undefined> {
  const page = offlinePageFor(url, pages);
  if (!page) return undefined;
  const precache = await caches.open(precacheName);
  return precache.match(page.file, { ignoreSearch: true });
}
