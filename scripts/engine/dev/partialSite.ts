import { collectionFileSchema, collectionItemSchemas, collectionNames, type Collections } from '../../../src/schema/collections';
import { derivedCollectionNames, derivedFrom, isDerived, type TemplateCollectionName } from '../../../src/schema/derivedCollections';
import { withValidationContext } from '../../../src/schema/context';
import { pageSchema, type Page } from '../../../src/app/page/pageSchema';
import { siteSettingsSchema, type SiteSettings } from '../../../src/schema/site';
import type { ContentError } from '../content/contentError';
import { loadSite } from '../content/loadSite';
import { CONTENT_DIR, PAGES_FILE, siteValidationContext } from '../content/siteContext';
import type { TemplateExpansion } from '../content/templates';
import { derivedById, itemsById, routeEntries, writtenPaths } from '../content/rawContent';

/** One entry of pages.yaml as the dev server answers it: its page when it can be drawn, else what is wrong with it. */
export interface RouteState {
  /** Its path and aliases as written, so a request for a broken page still finds it. */
  readonly paths: readonly string[];
  readonly page?: Page;
  /** Empty when the page renders. */
  readonly errors: readonly ContentError[];
}

/**
 * The site as far as it is valid: the pages that can be drawn, and for each of the others the
 * errors that stop it. loadSite checks the whole site and reports every error; this only decides
 * which pages those errors touch, so one broken file leaves the pages that do not use it alone.
 */
export interface PartialSite {
  /** What every page needs; undefined when pages.yaml cannot be read, has no route, or its `site:` settings are wrong. */
  readonly content?: { readonly site: SiteSettings; readonly collections: Collections };
  readonly routes: readonly RouteState[];
  /** Every error, as loadSite reports it. */
  readonly errors: readonly ContentError[];
  /** Errors that stop every page (a YAML syntax error or wrong settings in pages.yaml). */
  readonly globalErrors: readonly ContentError[];
}

const ROUTE_PATH = /^routes\[(\d+)\]/;
const TEMPLATE_PATH = /^templates\.([\w-]+)/;

/** The route an error in pages.yaml is inside (`routes[4].blocks[2]…`), or undefined when it concerns the whole file. */
function routeIndexOf(error: ContentError): number | undefined {
  const match = ROUTE_PATH.exec(error.path);
  return match ? Number(match[1]) : undefined;
}

/**
 * A map of collections that notes which ones are read, so each page's parse tells which files it
 * depends on. The schemas read a collection only through `get`.
 */
class RecordingMap extends Map<string, Map<string, unknown>> {
  reads = new Set<string>();
  override get(name: string) {
    this.reads.add(name);
    return super.get(name);
  }
}

const pathsOf = (entry: unknown): string[] => writtenPaths(entry).map(({ path }) => path);

/** The files a collection is read from: its own, or for a derived list those of the collections it is made from. */
const filesOf = (name: TemplateCollectionName): string[] =>
  (isDerived(name) ? derivedFrom[name] : [name]).map((collection) => `${CONTENT_DIR}/${collection}.yaml`);

/**
 * pages.yaml's routes with its templates expanded, as the site's loader read them; undefined when
 * there is no route to draw (no file, a YAML syntax error, no `routes` list or an empty one), so
 * that every error then concerns the whole site.
 */
function expandedRoutes(expansion: TemplateExpansion): unknown[] | undefined {
  const routes = routeEntries(expansion.data);
  return routes?.length ? routes : undefined;
}

/**
 * Loads the site, keeping every page that can still be drawn. A page is broken by an error located
 * inside its own entry in pages.yaml, by an error in a file it reads (a collection, a text), or by
 * an error that concerns the whole of pages.yaml; a broken collection leaves the pages that do not
 * use it alone.
 */
export function loadPartialSite(root: string): PartialSite {
  const full = loadSite(root);
  if (full.data) {
    const { site, collections, routes } = full.data;
    return { content: { site, collections }, routes: routes.map((page) => ({ paths: pathsOf(page), page, errors: [] })), errors: [], globalErrors: [] };
  }
  const errors = full.errors;
  const pagesErrors = errors.filter((error) => error.file === PAGES_FILE);
  // An error in a template belongs to the pages it makes, not to the whole file.
  const templateOf = (error: ContentError) => TEMPLATE_PATH.exec(error.path)?.[1];
  const wholeFileErrors = pagesErrors.filter((error) => routeIndexOf(error) === undefined && templateOf(error) === undefined);

  const { expansion, sources } = full;
  const rawRoutes = expandedRoutes(expansion);
  if (!rawRoutes) return { routes: [], errors, globalErrors: wholeFileErrors.length ? wholeFileErrors : errors };
  const raw = expansion.data as { site?: unknown };

  const collections = new RecordingMap();
  const validItems: Record<string, unknown[]> = {};
  /** The files each page read while it was parsed, besides pages.yaml. */
  let readFiles = new Set<string>();
  const context = siteValidationContext(root, { pagesData: raw, collections, onRead: (file) => readFiles.add(file) });

  return withValidationContext(context, () => {
    for (const name of collectionNames) {
      // A collection that is missing, broken or not a list serves no item.
      const items: unknown = sources.collection(name)?.data;
      const list = Array.isArray(items) ? items : [];
      const whole = collectionFileSchema(name).safeParse(list);
      // In a broken file, the items that are valid on their own still serve what reads the collection whole (structured data).
      const valid = whole.success
        ? (whole.data as unknown[])
        : list.flatMap((item) => {
            const one = collectionItemSchemas[name].safeParse(item);
            return one.success ? [one.data] : [];
          });
      validItems[name] = valid;
      collections.set(name, itemsById(list, valid));
    }
    for (const name of derivedCollectionNames) collections.set(name, derivedById(sources.derived(name)));

    const settings = siteSettingsSchema.safeParse(raw.site);
    const globalErrors = settings.success ? wholeFileErrors : wholeFileErrors.length ? wholeFileErrors : pagesErrors;

    const routes = rawRoutes.map((entry, index): RouteState => {
      collections.reads = new Set();
      readFiles = new Set();
      const result = pageSchema.safeParse(entry);
      // One source per route, in order.
      const source = expansion.sources[index]!;
      const read = [...collections.reads, ...(source.kind === 'made' ? [source.collection] : [])] as TemplateCollectionName[];
      const used = new Set([...readFiles, ...read.flatMap(filesOf)]);
      const own = [
        ...globalErrors,
        ...pagesErrors.filter((error) =>
          source.kind === 'made' ? templateOf(error) === source.template : routeIndexOf(error) === source.index,
        ),
        ...errors.filter((error) => used.has(error.file)),
      ];
      // A page whose parse fails though no error was traced to it still gets every error, never a blank.
      if (own.length === 0 && !result.success) own.push(...errors);
      return { paths: pathsOf(entry), page: own.length === 0 && result.success ? result.data : undefined, errors: own };
    });

    const content = settings.success ? { site: settings.data, collections: validItems as unknown as Collections } : undefined;
    return { content, routes, errors, globalErrors };
  });
}
