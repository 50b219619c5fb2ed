import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionFileSchema, collectionNames, type Collections } from '../../../src/schema/collections';
import { withValidationContext } from '../../../src/schema/context';
import { pagesFileSchema, type PagesFile } from '../../../src/app/page/pageSchema';
import { formatContentError, type ContentError } from './contentError';
import { messages } from '../../../src/schema/messages';
import { findPlaceholders } from './placeholders';
import { CONTENT_DIR, PAGES_FILE, siteValidationContext } from './siteContext';
import { expandTemplates } from './templates';
import { parseYamlSource, positionOf, formatPath, type YamlSource } from './yamlSource';
import { toContentErrors } from './zodIssues';
import { itemsById, routeEntries, writtenPaths } from './rawContent';

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
}

export { CONTENT_DIR, PAGES_FILE, PUBLIC_DIR } from './siteContext';

function readSource(root: string, file: string, errors: ContentError[]): YamlSource | undefined {
  const absolute = join(root, file);
  if (!existsSync(absolute)) {
    errors.push({ file, line: 1, column: 1, path: '', message: messages.missingFile(file) });
    return undefined;
  }
  const { source, errors: syntaxErrors } = parseYamlSource(file, readFileSync(absolute, 'utf8'));
  errors.push(...syntaxErrors);
  return syntaxErrors.length ? undefined : source;
}

/** Route paths (and aliases) declared twice; React Router matches case-insensitively, so /A and /a clash. */
function duplicateRoutes(source: YamlSource, data: unknown): ContentError[] {
  const errors: ContentError[] = [];
  const firstSeen = new Map<string, { line: number; route: number; path: string }>();
  routeEntries(data)?.forEach((entry, index) => {
    for (const written of writtenPaths(entry)) {
      const { path } = written;
      const at = ['routes', index, ...written.at];
      const key = path.toLowerCase();
      const position = positionOf(source, at);
      const seen = firstSeen.get(key);
      // One route may list its own path in another case (/Instructors and /instructors).
      if (seen === undefined) firstSeen.set(key, { line: position.line, route: index, path });
      else if (seen.route !== index) {
        errors.push({ file: source.file, ...position, path: formatPath(at), message: messages.duplicateRoute(path, seen.line, seen.path) });
      }
    }
  });
  return errors;
}

/**
 * Reads pages.yaml and every collection under content/, validates them against the schemas and
 * each other, and returns either the resolved site or every error at once.
 */
export function loadSite(root: string): LoadedSite {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const files = [PAGES_FILE, ...collectionNames.map((name) => `${CONTENT_DIR}/${name}.yaml`)];
  const pagesSource = readSource(root, PAGES_FILE, errors);
  const templates = expandTemplates(root, pagesSource);
  const pagesData = templates.data;

  const collections = new Map<string, Map<string, unknown>>();
  const validItems: Record<string, unknown[]> = {};
  const context = siteValidationContext(root, { pagesData, collections, onRead: (file) => files.push(file) });

  return withValidationContext(context, () => {
    for (const name of collectionNames) {
      const source = readSource(root, `${CONTENT_DIR}/${name}.yaml`, errors);
      if (!source) continue;
      const raw: unknown = source.document.toJS();
      const schema = collectionFileSchema(name);
      const result = schema.safeParse(raw);
      if (!result.success) errors.push(...toContentErrors(result.error.issues, source, schema, raw));
      const valid: unknown[] = result.success ? result.data : [];
      validItems[name] = valid;
      collections.set(name, itemsById(Array.isArray(raw) ? raw : [], valid));
    }

    if (!pagesSource) return { errors, warnings, files };
    const result = pagesFileSchema.safeParse(pagesData);
    if (!result.success) errors.push(...templates.locate(toContentErrors(result.error.issues, pagesSource, pagesFileSchema, pagesData)));
    errors.push(...duplicateRoutes(pagesSource, pagesSource.document.toJS()), ...templates.errors);
    for (const { path, value } of findPlaceholders(pagesSource.document)) {
      warnings.push({ file: PAGES_FILE, ...positionOf(pagesSource, path), path: formatPath(path), message: messages.placeholder(value) });
    }
    errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    // A Markdown file used in two places has its problems reported once, in the file.
    const reported = new Set<string>();
    errors.splice(0, errors.length, ...errors.filter((error) => !reported.has(formatContentError(error)) && !!reported.add(formatContentError(error))));
    if (errors.length || !result.success) return { errors, warnings, files };
    return { data: { ...result.data, collections: validItems as unknown as Collections }, errors, warnings, files };
  });
}
