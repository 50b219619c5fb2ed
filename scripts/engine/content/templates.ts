import type { z } from 'zod';
import { collectionItemSchemas, type CollectionName } from '../../../src/schema/collections';
import { derivedItemSchemas, isDerived, templateCollectionNames, type DerivedCollectionName, type TemplateCollectionName } from '../../../src/schema/derivedCollections';
import { didYouMean } from '../../../src/schema/suggest';
import type { ContentError } from './contentError';
import { formatPath, parsePath, positionOf, type DataPath, type YamlSource } from './yamlSource';
import { isRecord } from './rawContent';

/**
 * Puts in place of every `- template: <name>` route the pages its template makes, one per item of
 * the template's collection, and maps the errors found in those pages back to where their values
 * were written: the template in pages.yaml, or the item in content/<collection>.yaml. The items of
 * a derived list (the ayat) were written by no one: their values are placed at the template line
 * that quotes them.
 */

const PAGES_FILE = 'pages.yaml';

/** Where one value of the expanded pages.yaml was written. */
interface Origin {
  readonly source: YamlSource;
  readonly path: DataPath;
  /** Set when the value came from an item: the collection and the item's position in its file. */
  readonly item?: { readonly collection: CollectionName; readonly index: number };
}

/** One route of the expanded list: a hand-written one (its index as written) or one made by a template. */
type RouteOrigin =
  | { readonly kind: 'written'; readonly index: number }
  | { readonly kind: 'made'; readonly template: string; readonly page: string; readonly origins: () => ReadonlyMap<string, Origin> };

/** Where a route of the expanded list comes from: its index as written, or the template and collection that made it. */
type RouteSource = { readonly kind: 'written'; readonly index: number } | { readonly kind: 'made'; readonly template: string; readonly collection: TemplateCollectionName };

export interface TemplateExpansion {
  /** pages.yaml as written, with every template route replaced by its pages. */
  readonly data: unknown;
  /** One per route of `data.routes`, in order; empty when pages.yaml has no routes list. */
  readonly sources: readonly RouteSource[];
  /** What the expansion itself found: unknown templates and fields. */
  readonly errors: readonly ContentError[];
  /** The same errors, found in the expanded data, placed where their values were written. */
  locate(errors: readonly ContentError[]): ContentError[];
}

const wholePlaceholder = /^\{\{\s*item\.([\w.]+)\s*\}\}$/;
const anyPlaceholder = /\{\{\s*item\.([\w.]+)\s*\}\}/g;

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);
}

function itemFields(collection: TemplateCollectionName): string[] {
  const schema = isDerived(collection) ? derivedItemSchemas[collection] : collectionItemSchemas[collection];
  return Object.keys((schema as unknown as z.ZodObject).shape);
}

/** A template's items: a collection's file as read, or a derived list, which no file holds. */
type TemplateItems = { readonly file: YamlSource } | { readonly derived: readonly object[] };

/**
 * The pages one template makes, each with where its values came from. Where they came from is
 * only needed to place an error, and worked out then: the item's page is made again, recording
 * it (thousands of pages, each with a map of its values' places, weighed on every build).
 */
function makePages(
  name: string,
  template: { from: TemplateCollectionName; page: unknown },
  pagesSource: YamlSource,
  source: TemplateItems,
  report: (source: YamlSource, path: DataPath, message: string) => void,
): { page: unknown; origins: () => ReadonlyMap<string, Origin> }[] {
  const itemsSource = 'file' in source ? source.file : undefined;
  const items = itemsSource ? itemsSource.data : (source as { derived: readonly object[] }).derived;
  if (!Array.isArray(items)) return [];
  const fields = itemFields(template.from);
  const known = new Set(fields);
  const itemsName = isDerived(template.from) ? `${template.from}, which the build derives` : `content/${template.from}.yaml`;
  const reported = new Set<string>();
  /** Whether the template may quote the field; reports it once when the items have no such field. */
  const checkField = (field: string, at: DataPath): boolean => {
    const root = field.split('.')[0]!;
    if (known.has(root)) return true;
    const key = `${formatPath(at)} ${root}`;
    if (!reported.has(key)) report(pagesSource, at, `"{{item.${field}}}" names no field of the items in ${itemsName}.${didYouMean(root, fields)}`);
    reported.add(key);
    return false;
  };

  /** The item's page; with `origins`, made again only to record where each value came from, reporting nothing again. */
  const makePage = (item: Record<string, unknown>, index: number, origins?: Map<string, Origin>): unknown => {
    const record = (out: DataPath, origin: () => Origin) => origins?.set(formatPath(out), origin());
    const fromTemplate = (at: DataPath): Origin => ({ source: pagesSource, path: at });
    /** Where a value the template quotes from the item was written: the item's field, or for a derived list the quoting line. */
    const fromItem = (path: DataPath, at: DataPath): Origin =>
      itemsSource && !isDerived(template.from) ? { source: itemsSource, path: [index, ...path], item: { collection: template.from, index } } : fromTemplate(at);
    /** The item's value for a quoted field; a field the item leaves out is reported at the item, or once at the template line. */
    const quote = (field: string, at: DataPath): unknown => {
      if (!checkField(field, at)) return undefined;
      const value = valueAt(item, field.split('.'));
      if (value !== undefined || origins) return value;
      const missing = itemsSource ? `${index} ${field}` : `${formatPath(at)} ${field}`;
      if (reported.has(missing)) return value;
      reported.add(missing);
      if (itemsSource) {
        const line = positionOf(pagesSource, at).line;
        report(itemsSource, [index], `missing field "${field}", which the template "${name}" (pages.yaml:${line}) puts on the page`);
      } else {
        report(pagesSource, at, `"{{item.${field}}}" is missing from the item "${String(item.id)}" of ${itemsName}: quote a field every item has`);
      }
      return value;
    };

    const fill = (node: unknown, at: DataPath, out: DataPath): unknown => {
      if (typeof node === 'string') {
        const whole = wholePlaceholder.exec(node);
        if (whole) {
          record(out, () => fromItem(whole[1]!.split('.'), at));
          // A field the item leaves out stays undefined, and is left out of the page. A list or an
          // object is copied, so that no page shares it with the item or another page.
          const value = quote(whole[1]!, at);
          return value !== null && typeof value === 'object' ? structuredClone(value) : value;
        }
        record(out, () => fromTemplate(at));
        return node.replace(anyPlaceholder, (_, field: string) => {
          const value = quote(field, at);
          if (value === undefined || typeof value === 'string' || typeof value === 'number') return String(value ?? '');
          if (origins) return '';
          if (itemsSource) report(itemsSource, [index, ...field.split('.')], `expected a text or a number, which the template "${name}" writes into a text`);
          else report(pagesSource, at, `"{{item.${field}}}" is not a text or a number, which the template "${name}" writes into a text`);
          return '';
        });
      }
      record(out, () => fromTemplate(at));
      if (Array.isArray(node)) {
        const list: unknown[] = [];
        node.forEach((entry, position) => {
          if (isRecord(entry) && Object.keys(entry).length === 1 && typeof entry.slot === 'string') {
            checkField(entry.slot, [...at, position, 'slot']);
            const blocks = item[entry.slot];
            if (!Array.isArray(blocks)) return;
            blocks.forEach((block, k) => {
              record([...out, list.length], () => fromItem([entry.slot as string, k], [...at, position]));
              list.push(structuredClone(block));
            });
            return;
          }
          const value = fill(entry, [...at, position], [...out, list.length]);
          if (value !== undefined) list.push(value);
        });
        return list;
      }
      if (isRecord(node)) {
        const object: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(node)) {
          const filled = fill(value, [...at, key], [...out, key]);
          if (filled !== undefined) object[key] = filled;
        }
        return object;
      }
      return node;
    };

    return fill(template.page, ['templates', name, 'page'], []);
  };

  return items.flatMap((item, index) => {
    if (!isRecord(item)) return [];
    let origins: Map<string, Origin> | undefined;
    const originsOf = () => {
      if (!origins) {
        origins = new Map();
        makePage(item, index, origins);
      }
      return origins;
    };
    return [{ page: makePage(item, index), origins: originsOf }];
  });
}

/** A page error that the item's own validation, or the expansion, already reports at the same place. */
function reportedByItem(origin: Origin, path: DataPath): boolean {
  if (!origin.item) return false;
  const items = origin.source.data as unknown[];
  // A quoted field the item leaves out is reported once, by the expansion, at the item. A value
  // taken from an item is always placed at one of its fields: [index, field, ...].
  if (valueAt(items[origin.item.index], [path[1]!]) === undefined) return true;
  const result = collectionItemSchemas[origin.item.collection].safeParse(items[origin.item.index]);
  if (result.success) return false;
  const at = formatPath(path.slice(1));
  return result.error.issues.some((issue) => {
    const issuePath = formatPath(issue.path as DataPath);
    return at === issuePath || at.startsWith(`${issuePath}.`) || at.startsWith(`${issuePath}[`) || issuePath.startsWith(`${at}.`) || issuePath.startsWith(`${at}[`);
  });
}

/**
 * pages.yaml with its template routes expanded. `collection` gives a collection's file as read for
 * the run; a missing or broken one makes no pages here (its own errors are reported where it is
 * loaded).
 */
export function expandTemplates(
  pagesSource: YamlSource | undefined,
  collection: (name: CollectionName) => YamlSource | undefined,
  derived: (name: DerivedCollectionName) => readonly object[] | undefined = () => undefined,
): TemplateExpansion {
  const data = pagesSource?.data as Record<string, unknown> | undefined;
  const routes = data?.routes;
  const written = Array.isArray(routes) ? routes.map((_, index): RouteSource => ({ kind: 'written', index })) : [];
  const identity: TemplateExpansion = { data, sources: written, errors: [], locate: (errors) => [...errors] };
  if (!pagesSource || !data || !Array.isArray(routes)) return identity;
  if (!routes.some((entry) => isRecord(entry) && 'template' in entry)) return identity;

  const errors: ContentError[] = [];
  const report = (source: YamlSource, path: DataPath, message: string) =>
    errors.push({ file: source.file, ...positionOf(source, path), path: formatPath(path), message });
  const templates = isRecord(data.templates) ? data.templates : {};
  const expanded: unknown[] = [];
  const routeOrigins: RouteOrigin[] = [];
  /** How many pages each template made, to say "every page" of a mistake found on all of them. */
  const pageCounts = new Map<string, number>();

  routes.forEach((entry, index) => {
    if (!isRecord(entry) || !('template' in entry) || 'path' in entry) {
      expanded.push(entry);
      routeOrigins.push({ kind: 'written', index });
      return;
    }
    const name = String(entry.template);
    const template = templates[name];
    if (!isRecord(template)) {
      report(pagesSource, ['routes', index, 'template'], `no template "${name}" under templates:.${didYouMean(name, Object.keys(templates))}`);
      return;
    }
    const from = template.from as TemplateCollectionName;
    // A template missing its collection or page has its own schema error; it makes no pages.
    if (!templateCollectionNames.includes(from) || !isRecord(template.page)) return;
    const file = isDerived(from) ? undefined : collection(from);
    const list = isDerived(from) ? derived(from) : undefined;
    const items: TemplateItems | undefined = file ? { file } : list ? { derived: list } : undefined;
    if (!items) return;
    const made = makePages(name, { from, page: template.page }, pagesSource, items, report);
    pageCounts.set(name, (pageCounts.get(name) ?? 0) + made.length);
    for (const { page, origins } of made) {
      expanded.push(page);
      routeOrigins.push({ kind: 'made', template: name, page: String((page as { path?: unknown }).path), origins });
    }
  });

  const locate = (found: readonly ContentError[]): ContentError[] => {
    const placed = new Map<string, { error: ContentError; template?: string; pages: string[] }>();
    for (const error of found) {
      const path = parsePath(error.path);
      const routeOrigin = error.file === PAGES_FILE && path[0] === 'routes' && typeof path[1] === 'number' ? routeOrigins[path[1]] : undefined;
      if (!routeOrigin) {
        placed.set(`${placed.size}`, { error, pages: [] });
        continue;
      }
      const rest = path.slice(2);
      let origin: Origin = { source: pagesSource, path: ['routes', routeOrigin.kind === 'written' ? routeOrigin.index : 0] };
      let depth = 0;
      if (routeOrigin.kind === 'made') {
        const origins = routeOrigin.origins();
        for (depth = rest.length; depth >= 0; depth--) {
          const known = origins.get(formatPath(rest.slice(0, depth)));
          if (known) {
            origin = known;
            break;
          }
        }
        depth = Math.max(depth, 0);
      }
      const at = [...origin.path, ...rest.slice(depth)];
      if (reportedByItem(origin, at)) continue;
      const located: ContentError = { ...error, file: origin.source.file, ...positionOf(origin.source, at), path: formatPath(at) };
      const template = routeOrigin.kind === 'made' && !origin.item ? routeOrigin.template : undefined;
      // One mistake in a template is one error, however many pages it makes.
      const key = template ? `${located.file}:${located.line}:${located.column}:${located.path}:${located.message}` : `${placed.size}`;
      const entry = placed.get(key) ?? { error: located, template, pages: [] };
      if (routeOrigin.kind === 'made') entry.pages.push(routeOrigin.page);
      placed.set(key, entry);
    }
    return [...placed.values()].map(({ error, template, pages }) => {
      if (!template) return error;
      // A template of thousands of pages (the ayat) names a few of them.
      const which = pages.length === pageCounts.get(template) ? 'every page' : pages.length > 5 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more pages` : pages.join(', ');
      return { ...error, message: `${error.message} (in template "${template}": ${which})` };
    });
  };

  const sources = routeOrigins.map((origin): RouteSource => {
    if (origin.kind === 'written') return origin;
    const template = templates[origin.template] as { from: TemplateCollectionName };
    return { kind: 'made', template: origin.template, collection: template.from };
  });
  return { data: { ...data, routes: expanded }, sources, errors, locate };
}
