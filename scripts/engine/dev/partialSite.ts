import { collectionFileSchema, collectionItemSchemas, collectionNames, type Collections } from '../../../src/schema/collections';
import { derivedCollectionNames, derivedFrom, isDerived, type TemplateCollectionName } from '../../../src/schema/derivedCollections';
import { withValidationContext } from '../../../src/schema/context';
import { pageSchema, type Page } from '../../../src/app/page/pageSchema';
import type { PageContent } from '../../../src/app/server/linkedData';
import { localePrefix, localizedPath } from '../../../src/i18n/locale';
import { en, type Messages } from '../../../src/i18n/messages/en';
import type { LanguageVersion } from '../../../src/i18n/pageLocale';
import { siteSettingsSchema, type SiteSettings } from '../../../src/schema/site';
import { formatContentError, type ContentError } from '../content/contentError';
import { languageSite, languageSites } from '../content/languages';
import { loadLanguage, loadSite, type LanguageLoad, type SiteContent, type LocalizedContent } from '../content/loadSite';
import { CONTENT_DIR, PAGES_FILE, declaredRoutes, siteValidationContext } from '../content/siteContext';
import type { SiteSources } from '../content/siteSources';
import type { TemplateExpansion } from '../content/templates';
import { translationFolder } from '../content/translations/readTranslation';
import { derivedById, itemsById, routeEntries, writtenPaths } from '../content/rawContent';

/** One route as the dev server answers it: its page when it can be drawn, else what is wrong with it. */
export interface RouteState {
  /** Its path and aliases as served (/ur/about in Urdu), so a request for a broken page still finds it. */
  readonly paths: readonly string[];
  readonly page?: Page;
  /** Empty when the page renders. */
  readonly errors: readonly ContentError[];
}

/** One language of the site as far as it is valid. */
export interface PartialLanguage {
  /** What its pages' paths begin with: "" for the default language, "/ur" for Urdu. */
  readonly prefix: string;
  /** What every page of the language needs; undefined when pages.yaml cannot be read, has no route, or its `site:` settings or the language's catalog of the code's texts are wrong. */
  readonly content?: PageContent;
  readonly routes: readonly RouteState[];
  /** Errors that stop every page of the language (a YAML syntax error, wrong settings, its catalog). */
  readonly globalErrors: readonly ContentError[];
}

/**
 * The site as far as it is valid: in each language, the pages that can be drawn, and for each of
 * the others the errors that stop it. loadSite checks the whole site and reports every error; this
 * only decides which pages those errors touch, so one broken file leaves the pages that do not use
 * it alone, and a broken translation leaves the default language's pages alone.
 */
export interface PartialSite {
  /** The default language first. */
  readonly languages: readonly [PartialLanguage, ...PartialLanguage[]];
  /** Every error, each once. */
  readonly errors: readonly ContentError[];
}

const ROUTE_PATH = /^routes\[(\d+)\]/;
const TEMPLATE_PATH = /^templates\.([\w-]+)/;

/** The route an error in pages.yaml is inside (`routes[4].blocks[2]…`), by its place in the list. */
function routeIndexOf(error: ContentError): number | undefined {
  const match = ROUTE_PATH.exec(error.path);
  return match ? Number(match[1]) : undefined;
}

/** The template an error is inside (`templates.course.page…`), in pages.yaml or a translation of it. */
const templateOf = (error: ContentError) => TEMPLATE_PATH.exec(error.path)?.[1];

/** Whether an error in a translation's pages.yaml is inside the route it translates under `path` (`routes./about.title`). */
const inTranslatedRoute = (error: ContentError, path: string | undefined) =>
  path !== undefined && (error.path === `routes.${path}` || error.path.startsWith(`routes.${path}.`) || error.path.startsWith(`routes.${path}[`));

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

/**
 * pages.yaml's routes with its templates expanded, as the site's loader read them; undefined when
 * there is no route to draw (no file, a YAML syntax error, no `routes` list or an empty one), so
 * that every error then concerns the whole site.
 */
function expandedRoutes(expansion: TemplateExpansion): unknown[] | undefined {
  const routes = routeEntries(expansion.data);
  return routes?.length ? routes : undefined;
}

/** One language's sources, and what decides which of its pages an error stops. */
interface LanguageInput {
  readonly expansion: TemplateExpansion;
  readonly sources: Pick<SiteSources, 'collection' | 'derived'>;
  /** Every error that may stop one of its pages. */
  readonly errors: readonly ContentError[];
  /** The files its pages are written in (pages.yaml, and a translation's own): an error there stops the route or template it is in, else every page. */
  readonly pagesFiles: ReadonlySet<string>;
  /** The files whose errors stop every page of the language (a translation's catalog of the code's texts). */
  readonly everyPage: (file: string) => boolean;
  /** The files a collection's items are read from, in the language. */
  readonly filesOf: (name: TemplateCollectionName) => string[];
  /** The paths its links may name: a translation's pages link to every page of the default language. */
  readonly linkable?: ReadonlySet<string> | undefined;
  /** A translation's routes are some of pages.yaml's: each one's place in its list, by which errors name it (`routes[4]…`). */
  readonly routesInEnglish?: readonly number[];
}

/** One language as far as it is valid, its pages at the paths pages.yaml writes (not yet in the language's place). */
interface LanguageState {
  readonly settings?: SiteSettings;
  readonly collections: Collections;
  readonly routes: readonly RouteState[];
  readonly globalErrors: readonly ContentError[];
}

/**
 * A language's pages, each kept if it can still be drawn. A page is broken by an error located
 * inside its own entry in pages.yaml (or its translation), by an error in a file it reads (a
 * collection, a text), or by an error that concerns the whole of pages.yaml; a broken collection
 * leaves the pages that do not use it alone.
 */
function partialLanguage(root: string, input: LanguageInput): LanguageState {
  const { expansion, sources, errors } = input;
  const empty = Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as Collections;
  const pagesErrors = errors.filter((error) => input.pagesFiles.has(error.file));
  const rawRoutes = expandedRoutes(expansion);
  const translatedPaths = (rawRoutes ?? []).map((entry) => pathsOf(entry)[0]);
  // An error in a template belongs to the pages it makes, not to the whole file.
  const wholeFileErrors = pagesErrors.filter(
    (error) => routeIndexOf(error) === undefined && templateOf(error) === undefined && !translatedPaths.some((path) => inTranslatedRoute(error, path)),
  );
  const everyPageErrors = errors.filter((error) => input.everyPage(error.file));
  if (!rawRoutes) return { collections: empty, routes: [], globalErrors: [...(wholeFileErrors.length ? wholeFileErrors : errors)] };
  const raw = expansion.data as { site?: unknown };

  const collections = new RecordingMap();
  const validItems: Record<string, unknown[]> = {};
  /** The files each page read while it was parsed, besides pages.yaml. */
  let readFiles = new Set<string>();
  const own = siteValidationContext(root, { pagesData: raw, collections, onRead: (file) => readFiles.add(file) });
  const context = input.linkable ? { ...own, routes: input.linkable } : own;

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
    const globalErrors = [...(settings.success ? wholeFileErrors : wholeFileErrors.length ? wholeFileErrors : pagesErrors), ...everyPageErrors];

    const routes = rawRoutes.map((entry, index): RouteState => {
      collections.reads = new Set();
      readFiles = new Set();
      const result = pageSchema.safeParse(entry);
      // One source per route, in order.
      const source = expansion.sources[index]!;
      const read = [...collections.reads, ...(source.kind === 'made' ? [source.collection] : [])] as TemplateCollectionName[];
      const used = new Set([...readFiles, ...read.flatMap(input.filesOf)]);
      const inEntry = (error: ContentError) =>
        source.kind === 'made'
          ? templateOf(error) === source.template
          : routeIndexOf(error) === (input.routesInEnglish?.[source.index] ?? source.index) || inTranslatedRoute(error, translatedPaths[index]);
      const stopping = [...globalErrors, ...pagesErrors.filter(inEntry), ...errors.filter((error) => used.has(error.file))];
      // A page whose parse fails though no error was traced to it still gets every error, never a blank.
      if (stopping.length === 0 && !result.success) stopping.push(...errors);
      return { paths: pathsOf(entry), page: stopping.length === 0 && result.success ? result.data : undefined, errors: [...new Set(stopping)] };
    });

    return { ...(settings.success ? { settings: settings.data } : {}), collections: validItems as unknown as Collections, routes, globalErrors };
  });
}

/** The files a collection's items are read from: its own, or for a derived list those of the collections it is made from; and their translations in `folder`. */
const collectionFiles =
  (folder?: string) =>
  (name: TemplateCollectionName): string[] =>
    (isDerived(name) ? derivedFrom[name] : [name]).flatMap((collection) => [`${CONTENT_DIR}/${collection}.yaml`, ...(folder ? [`${folder}/${collection}.yaml`] : [])]);

/** Every language's pages as languageSites makes them for the build, all of them drawable. */
function wholeSite(data: SiteContent, translations: readonly LocalizedContent[]): PartialSite {
  const locales = data.site.locales;
  const [english, ...others] = languageSites(data, translations).map((language, index): PartialLanguage => ({
    prefix: index === 0 ? '' : localePrefix(translations[index - 1]!.locale, locales),
    content: language.content,
    routes: language.pages.map((page) => ({ paths: [page.path, ...(page.aliases ?? [])], page, errors: [] })),
    globalErrors: [],
  }));
  return { languages: [english!, ...others], errors: [] };
}

/** Each error once, in the order found. */
function once(errors: readonly ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(formatContentError(error)) && !!seen.add(formatContentError(error)));
}

/**
 * Loads the site in every language, keeping every page that can still be drawn (see
 * partialLanguage). A translation is read even when the default language has errors, so that its
 * pages that do not use the broken files still render.
 */
export function loadPartialSite(root: string): PartialSite {
  const full = loadSite(root);
  if (full.data) return wholeSite(full.data, full.translations);
  const ofLanguages = new Set(full.languages.flatMap((language) => language.errors).map(formatContentError));
  const english = partialLanguage(root, {
    expansion: full.expansion,
    sources: full.sources,
    errors: full.errors.filter((error) => !ofLanguages.has(formatContentError(error))),
    pagesFiles: new Set([PAGES_FILE]),
    everyPage: () => false,
    filesOf: collectionFiles(),
  });
  const locales = english.settings?.locales ?? [];
  const linkable = declaredRoutes(routeEntries(full.expansion.data));
  // loadSite reads the translations only when the default language is valid.
  const loads: readonly LanguageLoad[] = full.languages.length ? full.languages : locales.slice(1).map((locale) => loadLanguage(root, full.sources, locale, linkable, []));
  const translated = loads.map((load) => {
    const folder = translationFolder(load.locale.code);
    return partialLanguage(root, {
      expansion: load.expansion,
      sources: load.sources,
      // A file the default language cannot read (a YAML syntax error) is missing from the translation's sources too.
      errors: once([...full.sources.errors, ...load.errors]),
      pagesFiles: new Set([PAGES_FILE, `${folder}/${PAGES_FILE}`]),
      everyPage: (file) => file.startsWith(`${folder}/messages`),
      filesOf: collectionFiles(folder),
      linkable,
      routesInEnglish: load.sources.routesInEnglish,
    });
  });

  const states = [english, ...translated];
  const messages: (Messages | undefined)[] = [en, ...loads.map((load) => load.messages)];
  const versions: LanguageVersion[] = locales.map((locale, index) => ({
    locale,
    prefix: localePrefix(locale, locales),
    paths: new Set((states[index]?.routes ?? []).flatMap((route) => route.paths).filter((path) => path !== '*')),
  }));
  /** A language's state with its pages in their place: their paths and links in the language, what they are drawn from with it. */
  const inPlace = (state: LanguageState, index: number): PartialLanguage => {
    const version = versions[index];
    const prefix = version?.prefix ?? '';
    const served = (route: RouteState) => route.paths.map((path) => (path === '*' ? path : localizedPath(path, prefix)));
    const catalog = messages[index];
    if (!version || !state.settings || !catalog) return { prefix, routes: state.routes.map((route) => ({ ...route, page: undefined, paths: served(route) })), globalErrors: state.globalErrors };
    const drawable = state.routes.flatMap((route) => (route.page ? [route.page] : []));
    const drawn = languageSite(version, versions, { site: state.settings, collections: state.collections, pages: drawable, messages: catalog });
    const inLanguage = new Map(drawable.map((page, at) => [page, drawn.pages[at]!]));
    return {
      prefix,
      content: drawn.content,
      routes: state.routes.map((route) => ({ ...route, paths: served(route), page: route.page && inLanguage.get(route.page) })),
      globalErrors: state.globalErrors,
    };
  };
  return {
    languages: [inPlace(english, 0), ...translated.map((state, index) => inPlace(state, index + 1))],
    errors: once([...full.errors, ...loads.flatMap((load) => load.errors)]),
  };
}
