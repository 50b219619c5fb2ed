import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import type { ValidationContext } from '../../../src/schema/context';
import { pictureAddress } from '../../../src/schema/imageSize';
import { filesUnder, pictureSize } from './siteFiles';
import { writtenPaths } from './rawContent';
import { isShippedTranslationKind } from '../../../src/services/quran/shippedTranslations';
import { shippedTranslations, shippedVerses } from './shippedQuran';

export const PAGES_FILE = 'pages.yaml';
export const CONTENT_DIR = 'content';
const PUBLIC_DIR = 'content/public';

/**
 * Every route path and alias written in pages.yaml's `routes` list, or undefined when there is no
 * list to read (a YAML error, a misspelt `routes:`), so that one mistake is not also reported at
 * every link. A path written without its leading "/" counts with it: its own error says so, and the
 * links to it are not wrong.
 */
export function declaredRoutes(list: unknown): Set<string> | undefined {
  if (!Array.isArray(list)) return undefined;
  const routes = new Set<string>();
  const add = (path: string) => {
    routes.add(path);
    if (/^[A-Za-z0-9]/.test(path)) routes.add(`/${path}`);
  };
  for (const entry of list) for (const { path } of writtenPaths(entry)) add(path);
  return routes;
}

/** Lists are made only when a mistake needs a suggestion, and then only once. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** A picture used on several pages is read once. */
function remembered<T>(read: (key: string) => T): (key: string) => T {
  const seen = new Map<string, T>();
  return (key) => {
    if (!seen.has(key)) seen.set(key, read(key));
    return seen.get(key)!;
  };
}

function insideFolder(folder: string, path: string): string | undefined {
  const absolute = normalize(join(folder, path));
  return relative(folder, absolute).startsWith('..') ? undefined : absolute;
}

interface SiteContextOptions {
  readonly pagesData: unknown;
  readonly collections: ValidationContext['collections'];
  /** Told of every content file a check reads (a Markdown text), by its path from the root. */
  readonly onRead: (file: string) => void;
}

/**
 * What the schemas check content against: the declared routes, the collections, and the files
 * under content/ (read only from inside it, never above it).
 */
export function siteValidationContext(root: string, { pagesData, collections, onRead }: SiteContextOptions): ValidationContext {
  const publicFolder = join(root, PUBLIC_DIR);
  const contentFolder = join(root, CONTENT_DIR);
  return {
    routes: declaredRoutes((pagesData as { routes?: unknown } | undefined)?.routes),
    settings: (pagesData as { site?: unknown } | undefined)?.site,
    collections,
    fileExists: (publicPath) => {
      const absolute = insideFolder(publicFolder, publicPath);
      return !!absolute && existsSync(absolute) && statSync(absolute).isFile();
    },
    readText: (contentPath) => {
      const absolute = insideFolder(contentFolder, contentPath);
      if (!absolute || !existsSync(absolute)) return undefined;
      onRead(relative(root, absolute));
      return readFileSync(absolute, 'utf8');
    },
    publicFiles: once(() => filesUnder(publicFolder).map((path) => `/${path}`)),
    markdownFiles: once(() => filesUnder(contentFolder).filter((path) => path.endsWith('.md') && !path.startsWith('public/'))),
    pictureSize: remembered((publicPath) => {
      const { file, view } = pictureAddress(publicPath);
      return pictureSize(join(publicFolder, file), view);
    }),
    quranText: (surahNumber) => shippedVerses()[surahNumber - 1],
    quranTranslation: (surahNumber, translation) => (isShippedTranslationKind(translation) ? shippedTranslations()[surahNumber - 1]?.[translation] : undefined),
  };
}
