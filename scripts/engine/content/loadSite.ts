import { collectionFileSchema, collectionNames, type CollectionName, type Collections } from '../../../src/schema/collections';
import { derivedCollectionNames, type DerivedCollectionName } from '../../../src/schema/derivedCollections';
import { withValidationContext, type ValidationContext } from '../../../src/schema/context';
import { pagesFileSchema, type PagesFile } from '../../../src/app/page/pageSchema';
import type { Locale } from '../../../src/i18n/locale';
import type { Messages } from '../../../src/i18n/messages/en';
import { formatContentError, type ContentError } from './contentError';
import { messages } from '../../../src/schema/messages';
import { duplicateRoutes } from './duplicateRoutes';
import { findPlaceholders } from './placeholders';
import { PAGES_FILE, siteValidationContext } from './siteContext';
import { readSiteSources, type SiteSources } from './siteSources';
import { expandTemplates, type TemplateExpansion } from './templates';
import { positionOf, formatPath, parsePath, type YamlSource } from './yamlSource';
import { toContentErrors } from './zodIssues';
import { derivedById, itemsById } from './rawContent';
import { readTranslation, translationFolder } from './translations/readTranslation';
import { localizeSources, type LocalizedSources } from './translations/localizeSources';
import { readMessages } from './translations/messagesFile';
import { presentationForms } from './translations/presentationForms';

/** The validated site: pages.yaml, and every collection under content/ for what reads them whole. */
export interface SiteContent extends PagesFile {
  readonly collections: Collections;
}

/** The site in a language besides the default: its pages (only those translated), and the code's texts in it. */
export interface LocalizedContent {
  readonly locale: Locale;
  readonly data: SiteContent;
  readonly messages: Messages;
}

export interface LoadedSite {
  /** Undefined when there are errors. */
  readonly data?: SiteContent;
  /** The other languages, each as its translation makes the site (empty when there are errors). */
  readonly translations: readonly LocalizedContent[];
  readonly errors: readonly ContentError[];
  readonly warnings: readonly ContentError[];
  /** The texts and pages not yet translated into each other language, located in the English. */
  readonly untranslated: readonly ContentError[];
  /** Every file the result depends on, for the dev server to watch. */
  readonly files: readonly string[];
  /** The files as read and parsed, and pages.yaml with its templates expanded, for what reads the site further (the dev server). */
  readonly sources: SiteSources;
  readonly expansion: TemplateExpansion;
  /** Each other language as it was read, for the dev server (empty when the default language's settings are wrong). */
  readonly languages: readonly LanguageLoad[];
}

export { PAGES_FILE } from './siteContext';

interface Parsed {
  readonly data?: SiteContent;
  readonly errors: ContentError[];
  readonly expansion: TemplateExpansion;
}

/** One language's sources expanded (templates), validated against the schemas and each other. */
function parseSite(
  root: string,
  sources: { pages: YamlSource | undefined; collection: (name: CollectionName) => YamlSource | undefined; derived: (name: DerivedCollectionName) => readonly object[] },
  files: string[],
  routesFrom?: ValidationContext['routes'],
): Parsed {
  const errors: ContentError[] = [];
  const pagesSource = sources.pages;
  const expansion = expandTemplates(pagesSource, sources.collection, sources.derived);
  const pagesData = expansion.data;
  const collections = new Map<string, Map<string, unknown>>();
  const validItems: Record<string, unknown[]> = {};
  const own = siteValidationContext(root, { pagesData, collections, onRead: (file) => files.push(file) });
  // A translated page links to the pages of the default language's list, translated or not.
  const context = routesFrom ? { ...own, routes: routesFrom } : own;

  return withValidationContext(context, () => {
    for (const name of collectionNames) {
      const source = sources.collection(name);
      if (!source) continue;
      const raw = source.data;
      const schema = collectionFileSchema(name);
      const result = schema.safeParse(raw);
      if (!result.success) errors.push(...toContentErrors(result.error.issues, source, schema, raw));
      const valid: unknown[] = result.success ? result.data : [];
      validItems[name] = valid;
      collections.set(name, itemsById(Array.isArray(raw) ? raw : [], valid));
    }
    // Made by the build from the collections as written: blocks name their items by id, as a collection's.
    for (const name of derivedCollectionNames) collections.set(name, derivedById(sources.derived(name)));

    if (!pagesSource) return { errors, expansion };
    const result = pagesFileSchema.safeParse(pagesData);
    if (!result.success) errors.push(...expansion.locate(toContentErrors(result.error.issues, pagesSource, pagesFileSchema, pagesData)));
    errors.push(...duplicateRoutes(pagesSource, expansion), ...expansion.errors);
    if (errors.length || !result.success) return { errors, expansion };
    return { data: { ...result.data, collections: validItems as unknown as Collections }, errors, expansion };
  });
}

/** One other language as its translation makes the site, and everything wrong with it. */
export interface LanguageLoad {
  readonly locale: Locale;
  /** The sources as they read in the language (its routes, each at its place in the English list), and its pages.yaml with the templates expanded. */
  readonly sources: Pick<SiteSources, 'pages' | 'collection' | 'derived'> & Pick<LocalizedSources, 'routesInEnglish'>;
  readonly expansion: TemplateExpansion;
  /** Its translation's mistakes, and those of the English as the language reads it (each said to be in the language). */
  readonly errors: readonly ContentError[];
  /** What its translation holds to no purpose, in the translation's files. */
  readonly warnings: readonly ContentError[];
  /** What it does not translate yet, located in the English. */
  readonly untranslated: readonly ContentError[];
  /** The code's texts in the language; undefined when its catalog has errors. */
  readonly messages?: Messages;
  /** Undefined when there are errors. */
  readonly content?: LocalizedContent;
}

/**
 * A language besides the default: its translation read and laid over the English sources, its
 * catalog of the code's texts checked, and the result validated as the English is, its pages
 * linking to the default language's `routes`. Every file read is added to `files`.
 */
export function loadLanguage(root: string, sources: SiteSources, locale: Locale, routes: ReadonlySet<string> | undefined, files: string[]): LanguageLoad {
  const translation = readTranslation(root, locale.code);
  files.push(...translation.files);
  const localized = localizeSources(sources, translation, `${locale.label} (${locale.code})`);
  const errors = [...localized.errors, ...presentationForms(root, translation.files)];
  const inTranslation = (error: ContentError) => error.file.startsWith(`${translationFolder(locale.code)}/`);
  const catalog = readMessages(translation.messages, locale.code, locale.intl);
  errors.push(...catalog.errors);
  const localizedSources = { ...localized, derived: sources.derived };
  const parsed = parseSite(root, localizedSources, files, routes);
  // The language has only some of the routes: each is named by its place in the English list, where it is written.
  const named = (path: string) => path.replace(/^routes\[(\d+)\]/, (_, index: string) => `routes[${localized.routesInEnglish[Number(index)] ?? index}]`);
  const placed = (error: ContentError): ContentError => {
    const path = error.file === PAGES_FILE ? named(error.path) : error.path;
    // A value the translation gives is wrong in its file, where the editor must fix it; the rest of the page is the English's.
    const written = path ? localized.writtenAt(error.file, parsePath(path)) : undefined;
    if (written) return { ...error, ...written, path: formatPath(written.path) };
    // An English file's value may be right in English and wrong only as the language reads it: say which language.
    return inTranslation(error) ? { ...error, path } : { ...error, path, message: `in ${locale.label} (${locale.code}): ${error.message}` };
  };
  errors.push(...parsed.errors.map(placed));
  return {
    locale,
    sources: localizedSources,
    expansion: parsed.expansion,
    errors,
    warnings: localized.warnings.filter(inTranslation),
    untranslated: localized.warnings.filter((warning) => !inTranslation(warning)),
    messages: catalog.messages,
    content: parsed.data && catalog.messages && !errors.length ? { locale, data: parsed.data, messages: catalog.messages } : undefined,
  };
}

/** Each error once: a Markdown file used in two places has its problems reported once, in the file; sorted by place. */
function sortedOnce(errors: readonly ContentError[]): ContentError[] {
  const reported = new Set<string>();
  return [...errors]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .filter((error) => !reported.has(formatContentError(error)) && !!reported.add(formatContentError(error)));
}

/**
 * Reads pages.yaml and every collection under content/ once, expands the page templates, validates
 * everything against the schemas and each other, and returns either the resolved site or every
 * error at once. Then the same for each other language the site declares, from the English with
 * its translation laid over it.
 */
export function loadSite(root: string): LoadedSite {
  const sources = readSiteSources(root);
  const files = [...sources.files];
  const english = parseSite(root, sources, files);
  const errors: ContentError[] = [...sources.errors, ...english.errors];
  const warnings: ContentError[] = [];
  const untranslated: ContentError[] = [];
  const translations: LocalizedContent[] = [];
  const pagesSource = sources.pages;
  if (pagesSource) {
    for (const { path, value } of findPlaceholders(pagesSource.document)) {
      warnings.push({ file: PAGES_FILE, ...positionOf(pagesSource, path), path: formatPath(path), message: messages.placeholder(value) });
    }
  }
  const locales = english.data?.site.locales ?? [];
  const routes = english.data ? new Set(english.data.routes.flatMap((route) => [route.path, ...(route.aliases ?? [])])) : undefined;
  const languages = locales.slice(1).map((locale) => loadLanguage(root, sources, locale, routes, files));
  for (const language of languages) {
    errors.push(...language.errors);
    warnings.push(...language.warnings);
    untranslated.push(...language.untranslated);
    if (language.content) translations.push(language.content);
  }
  const result = (data?: SiteContent): LoadedSite => ({
    data,
    translations: data ? translations : [],
    errors: sortedOnce(errors),
    warnings,
    untranslated,
    files,
    sources,
    expansion: english.expansion,
    languages,
  });
  return errors.length || !english.data ? result() : result(english.data);
}

/** A site that loaded without errors: its content is there. */
export type ValidSite = LoadedSite & { readonly data: SiteContent };

/** How many of the errors a tool that stops on them names itself; `npm run validate` lists them all. */
const ERRORS_NAMED = 3;

/**
 * The site for the tools that run after validation (the build's helpers, the bench, the test
 * suites): content with errors stops them at once, naming its first errors where they are and the
 * command that lists every one.
 */
export function loadValidSite(root: string): ValidSite {
  const site = loadSite(root);
  if (site.data) return site as ValidSite;
  const named = site.errors.slice(0, ERRORS_NAMED).map(formatContentError);
  const more = site.errors.length - named.length;
  throw new Error(
    ['The content has errors; `npm run validate` lists them all.', ...named, ...(more > 0 ? [`…and ${more} more.`] : [])].join('\n'),
  );
}
