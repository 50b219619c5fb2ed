import { collectionFileSchema, collectionNames, type Collections } from '../../../src/schema/collections';
import { derivedCollectionNames } from '../../../src/schema/derivedCollections';
import { withValidationContext } from '../../../src/schema/context';
import { pagesFileSchema, type PagesFile } from '../../../src/app/page/pageSchema';
import { formatContentError, type ContentError } from './contentError';
import { messages } from '../../../src/schema/messages';
import { duplicateRoutes } from './duplicateRoutes';
import { findPlaceholders } from './placeholders';
import { PAGES_FILE, siteValidationContext } from './siteContext';
import { readSiteSources, type SiteSources } from './siteSources';
import { expandTemplates, type TemplateExpansion } from './templates';
import { positionOf, formatPath } from './yamlSource';
import { toContentErrors } from './zodIssues';
import { derivedById, itemsById } from './rawContent';

/** The validated site: pages.yaml, and every collection under content/ for what reads them whole. */
export interface SiteContent extends PagesFile {
  readonly collections: Collections;
}

export interface LoadedSite {
  /** Undefined when there are errors. */
  readonly data?: SiteContent;
  readonly errors: readonly ContentError[];
  readonly warnings: readonly ContentError[];
  /** Every file the result depends on, for the dev server to watch. */
  readonly files: readonly string[];
  /** The files as read and parsed, and pages.yaml with its templates expanded, for what reads the site further (the dev server). */
  readonly sources: SiteSources;
  readonly expansion: TemplateExpansion;
}

export { PAGES_FILE } from './siteContext';

/**
 * Reads pages.yaml and every collection under content/ once, expands the page templates, validates
 * everything against the schemas and each other, and returns either the resolved site or every
 * error at once.
 */
export function loadSite(root: string): LoadedSite {
  const sources = readSiteSources(root);
  const errors: ContentError[] = [...sources.errors];
  const warnings: ContentError[] = [];
  const files = [...sources.files];
  const pagesSource = sources.pages;
  const expansion = expandTemplates(pagesSource, sources.collection, sources.derived);
  const pagesData = expansion.data;
  const loaded = (data?: SiteContent): LoadedSite => ({ data, errors, warnings, files, sources, expansion });

  const collections = new Map<string, Map<string, unknown>>();
  const validItems: Record<string, unknown[]> = {};
  const context = siteValidationContext(root, { pagesData, collections, onRead: (file) => files.push(file) });

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

    if (!pagesSource) return loaded();
    const result = pagesFileSchema.safeParse(pagesData);
    if (!result.success) errors.push(...expansion.locate(toContentErrors(result.error.issues, pagesSource, pagesFileSchema, pagesData)));
    errors.push(...duplicateRoutes(pagesSource, expansion), ...expansion.errors);
    for (const { path, value } of findPlaceholders(pagesSource.document)) {
      warnings.push({ file: PAGES_FILE, ...positionOf(pagesSource, path), path: formatPath(path), message: messages.placeholder(value) });
    }
    errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    // A Markdown file used in two places has its problems reported once, in the file.
    const reported = new Set<string>();
    errors.splice(0, errors.length, ...errors.filter((error) => !reported.has(formatContentError(error)) && !!reported.add(formatContentError(error))));
    if (errors.length || !result.success) return loaded();
    return loaded({ ...result.data, collections: validItems as unknown as Collections });
  });
}
