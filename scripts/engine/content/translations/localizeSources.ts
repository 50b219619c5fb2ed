import { isSeq, type Document } from 'yaml';
import { collectionNames, type CollectionName } from '../../../../src/schema/collections';
import type { ContentError } from '../contentError';
import { isRecord, writtenPaths } from '../rawContent';
import { PAGES_FILE, CONTENT_DIR } from '../siteContext';
import { didYouMean } from '../../../../src/schema/suggest';
import { formatPath, positionOf, type DataPath, type YamlSource } from '../yamlSource';
import { overlay, type Overlaid } from './overlay';
import { translationFolder, type Translation } from './readTranslation';

/** The site's sources as they read in one language: the same shapes as the English, with its texts. */
export interface LocalizedSources {
  /** pages.yaml in the language: its settings and templates translated, and only the routes it translates. */
  readonly pages: YamlSource | undefined;
  readonly collection: (name: CollectionName) => YamlSource | undefined;
  /** Mistakes in the translation's files, which stop the build like any content error. */
  readonly errors: readonly ContentError[];
  /** What is not translated yet (located in the English) and what a translation holds to no purpose (in its file). */
  readonly warnings: readonly ContentError[];
  /** For each route the language has, in order, its place in the English list of routes. */
  readonly routesInEnglish: readonly number[];
  /**
   * Where the translation wrote the value at `path` of the English `file` (routes by their place in
   * the English list), when that value, or the text it lies in, is the translation's. The language's
   * sources keep the English documents, since its pages take their shape from them; a mistake in a
   * translated text must still be fixed where the translation wrote it.
   */
  readonly writtenAt: (file: string, path: DataPath) => { readonly file: string; readonly line: number; readonly column: number; readonly path: DataPath } | undefined;
}

/** Where a translated text was written: its file and its place there. */
interface Written {
  readonly source: YamlSource;
  readonly path: DataPath;
}

interface Report {
  errors: ContentError[];
  warnings: ContentError[];
  /** Each text the translation gives, by the English file and the formatted English path it stands in for. */
  written: Map<string, Map<string, Written>>;
}

/** A translation laid over one English value, its problems and missing texts reported where each is. */
function laid(english: unknown, translated: unknown, at: { source: YamlSource; path: DataPath; translationSource: YamlSource | undefined; translationPath: DataPath; language: string }, report: Report): unknown {
  const result: Overlaid = overlay(english, translated, { english: at.path, translation: at.translationPath });
  for (const problem of result.problems) {
    const source = at.translationSource!;
    const error = { file: source.file, ...positionOf(source, problem.path), path: formatPath(problem.path), message: problem.message };
    (problem.severity === 'error' ? report.errors : report.warnings).push(error);
  }
  for (const path of result.missing) {
    report.warnings.push({ file: at.source.file, ...positionOf(at.source, path), path: formatPath(path), message: `not yet in ${at.language}` });
  }
  if (at.translationSource && result.given.length) {
    const inFile = report.written.get(at.source.file) ?? new Map<string, Written>();
    report.written.set(at.source.file, inFile);
    for (const { english, translation } of result.given) inFile.set(formatPath(english), { source: at.translationSource, path: translation });
  }
  return result.value;
}

/**
 * The English sources with a language's translation laid over them. A page exists in the language
 * when its translation lists it (a written route under `routes:` by its path, a template's pages
 * under `templates:` by the template's name); its texts not yet translated show in English and are
 * reported, never a broken page.
 */
export function localizeSources(
  english: { pages: YamlSource | undefined; collection: (name: CollectionName) => YamlSource | undefined },
  translation: Translation,
  language: string,
): LocalizedSources {
  const report: Report = { errors: [...translation.errors], warnings: [], written: new Map() };
  const collections = new Map<CollectionName, YamlSource>();
  for (const name of collectionNames) {
    const source = english.collection(name);
    if (!source) continue;
    collections.set(name, { ...source, data: localizeCollection(source, translation.collections.get(name), translationFolder(translation.code), language, report) });
  }
  const localizedPages = english.pages && localizePages(english.pages, translation.pages, language, report);
  const pages = english.pages && localizedPages && { ...english.pages, document: withRoutes(english.pages.document, localizedPages.kept), data: localizedPages.data };
  const { errors, warnings, written } = report;
  const writtenAt = (file: string, path: DataPath) => {
    const inFile = written.get(file);
    // A translated text is a leaf, or a Markdown file's `{ file }`: the value itself, or the part of it the mistake is in.
    for (let depth = path.length; inFile && depth > 0; depth--) {
      const text = inFile.get(formatPath(path.slice(0, depth)));
      if (!text) continue;
      const at = [...text.path, ...path.slice(depth)];
      return { file: text.source.file, ...positionOf(text.source, at), path: at };
    }
    return undefined;
  };
  return { pages, collection: (name) => collections.get(name), errors, warnings, routesInEnglish: localizedPages?.kept ?? [], writtenAt };
}

function localizeCollection(source: YamlSource, translated: YamlSource | undefined, folder: string, language: string, report: Report): unknown {
  const items = source.data;
  if (!Array.isArray(items)) return items;
  if (!translated) {
    report.warnings.push({ file: source.file, line: 1, column: 1, path: '', message: `not yet in ${language}: no file ${folder}/${source.file.replace(`${CONTENT_DIR}/`, '')} translates its items` });
    return items;
  }
  const byId = isRecord(translated.data) ? translated.data : {};
  if (!isRecord(translated.data)) {
    report.errors.push({ file: translated.file, line: 1, column: 1, path: '', message: 'expected the items\' texts by their id ("quran-reading: { courseName: ... }")' });
  }
  const ids = new Set(items.map((item) => (isRecord(item) ? String(item.id) : '')));
  for (const id of Object.keys(byId)) {
    if (!ids.has(id)) report.errors.push({ file: translated.file, ...positionOf(translated, [id], true), path: id, message: `no item "${id}" in ${source.file}.${didYouMean(id, ids)}` });
  }
  return items.map((item, index) => {
    const id = isRecord(item) ? String(item.id) : '';
    return laid(item, byId[id], { source, path: [index], translationSource: translated, translationPath: [id], language }, report);
  });
}

/**
 * The English document with only the routes the language has, in their order: an error found in
 * the language's pages at `routes[2]` is then placed at that route's own lines in the English.
 */
function withRoutes(document: Document, kept: readonly number[]): Document {
  const copy = document.clone();
  const routes = copy.get('routes', true);
  if (isSeq(routes)) {
    const items = routes.items;
    routes.items = kept.map((index) => items[index]);
  }
  return copy;
}

/** pages.yaml in the language, and the places in the English list of the routes it has. */
function localizePages(source: YamlSource, translated: YamlSource | undefined, language: string, report: Report): { data: unknown; kept: number[] } {
  const data = source.data;
  const kept: number[] = [];
  if (!isRecord(data)) return { data, kept };
  const given = isRecord(translated?.data) ? translated.data : {};
  const at = (path: DataPath, translationPath: DataPath) => ({ source, path, translationSource: translated, translationPath, language });

  const site = laid(data.site, given.site, at(['site'], ['site']), report);

  const englishTemplates = isRecord(data.templates) ? data.templates : {};
  const givenTemplates = isRecord(given.templates) ? given.templates : {};
  const templates: Record<string, unknown> = {};
  for (const [name, template] of Object.entries(englishTemplates)) {
    if (!(name in givenTemplates)) continue;
    templates[name] = laid(template, givenTemplates[name], at(['templates', name], ['templates', name]), report);
  }
  for (const name of Object.keys(givenTemplates)) {
    if (!(name in englishTemplates)) report.errors.push({ file: translated!.file, ...positionOf(translated!, ['templates', name], true), path: `templates.${name}`, message: `no template "${name}" in ${PAGES_FILE}.${didYouMean(name, Object.keys(englishTemplates))}` });
  }

  const givenRoutes = isRecord(given.routes) ? given.routes : {};
  const englishRoutes = Array.isArray(data.routes) ? data.routes : [];
  const paths = new Set<string>();
  const routes: unknown[] = [];
  englishRoutes.forEach((route, index) => {
    if (isRecord(route) && typeof route.template === 'string' && !('path' in route)) {
      if (route.template in givenTemplates) {
        kept.push(index);
        routes.push(route);
      } else report.warnings.push({ file: source.file, ...positionOf(source, ['routes', index]), path: `routes[${index}]`, message: `not yet in ${language}: the pages of the template "${route.template}"` });
      return;
    }
    const path = writtenPaths(route)[0]?.path;
    if (path === undefined) return;
    paths.add(path);
    if (!(path in givenRoutes)) {
      report.warnings.push({ file: source.file, ...positionOf(source, ['routes', index]), path: `routes[${index}]`, message: `not yet in ${language}: the page ${path}` });
      return;
    }
    kept.push(index);
    routes.push(laid(route, givenRoutes[path], at(['routes', index], ['routes', path]), report));
  });
  for (const path of Object.keys(givenRoutes)) {
    if (!paths.has(path)) report.errors.push({ file: translated!.file, ...positionOf(translated!, ['routes', path], true), path: `routes.${path}`, message: `no route "${path}" in ${PAGES_FILE}.${didYouMean(path, paths)}` });
  }
  for (const key of Object.keys(given)) {
    if (!['site', 'templates', 'routes'].includes(key)) report.errors.push({ file: translated!.file, ...positionOf(translated!, [key], true), path: key, message: `expected site:, templates: or routes:, found "${key}:"` });
  }
  return { data: { ...data, site, templates: { ...englishTemplates, ...templates }, routes }, kept };
}
