import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadValidSite, type SiteContent } from '../../../scripts/engine/content/loadSite';
import { PAGES_FILE, siteValidationContext } from '../../../scripts/engine/content/siteContext';
import { expandTemplates } from '../../../scripts/engine/content/templates';
import { derivedById } from '../../../scripts/engine/content/rawContent';
import { readSiteSources } from '../../../scripts/engine/content/siteSources';
import { collectionNames, type CollectionItem, type CollectionName } from '../../../src/schema/collections';
import { withValidationContext, type ValidationContext } from '../../../src/schema/context';
import { derivedCollectionNames } from '../../../src/schema/derivedCollections';

const root = process.cwd();

let loaded: SiteContent | undefined;

/**
 * The site as the build loads it: pages.yaml and every collection under content/, validated; once
 * per test file. Loaded on a test's first call rather than as the file loads, so that mutation
 * testing can tell which tests read the content: code run while a file loads counts as covered by
 * every test.
 */
export function realSite(): SiteContent {
  loaded ??= loadValidSite(root).data;
  return loaded;
}

/**
 * Runs `run` in the validation context the build parses pages.yaml in: the declared routes, the
 * site's collections by id and the files under content/. A block that picks items from a collection
 * (`products: all`) then receives the site's own items, as it does on the built pages.
 */
export function parseInSite<T>(site: SiteContent, run: () => T): T {
  return withValidationContext(contextOf(site), run);
}

const contexts = new WeakMap<SiteContent, ValidationContext>();

function contextOf(site: SiteContent): ValidationContext {
  const known = contexts.get(site);
  if (known) return known;
  const sources = readSiteSources(root);
  const pagesData = expandTemplates(sources.pages, sources.collection, sources.derived).data;
  const collections = new Map<string, ReadonlyMap<string, unknown>>([
    ...collectionNames.map((name) => [name, new Map<string, unknown>(site.collections[name].map((item) => [item.id, item]))] as const),
    ...derivedCollectionNames.map((name) => [name, derivedById(sources.derived(name))] as const),
  ]);
  const context = siteValidationContext(root, { pagesData, collections, onRead: () => {} });
  contexts.set(site, context);
  return context;
}

/**
 * A collection as its file under content/ holds it, read without the site's loader, so that a test
 * can say what a page must show independently of the code that draws it.
 */
export function contentFile<N extends CollectionName>(name: N): readonly CollectionItem<N>[] {
  return parse(readFileSync(`content/${name}.yaml`, 'utf8')) as CollectionItem<N>[];
}

/** The `site:` settings as pages.yaml writes them. */
export const writtenSettings = (parse(readFileSync(PAGES_FILE, 'utf8')) as { site: SiteContent['site'] }).site;
