import { messages } from '../../../src/schema/messages';
import type { ContentError } from './contentError';
import { routeEntries, writtenPaths } from './rawContent';
import { PAGES_FILE } from './siteContext';
import type { TemplateExpansion } from './templates';
import { formatPath, positionOf, type YamlSource } from './yamlSource';

interface Declared {
  readonly route: number;
  readonly path: string;
  readonly made: boolean;
  /** Where the path was written; undefined for a path the item is wrong about, which is reported there already. */
  readonly place: () => ContentError | undefined;
}

/**
 * Route paths (and aliases) declared twice among all the site's routes, the written ones and the
 * pages the templates make, each error placed where the path was written. Paths match regardless
 * of case, as a static host picks files, but one route may list its own path in another case
 * (/Instructors and /instructors). A clash between a written route and a made page is reported at
 * the made page, in its item, where the new path was written; any other at the later route. A
 * path is placed only when it clashes: placing each of thousands of made pages' paths would cost
 * more than the check.
 */
export function duplicateRoutes(pagesSource: YamlSource, expansion: TemplateExpansion): ContentError[] {
  const errors: ContentError[] = [];
  const first = new Map<string, Declared>();
  routeEntries(expansion.data)?.forEach((entry, route) => {
    // The expansion gives one source per route, in order.
    const made = expansion.sources[route]!.kind === 'made';
    for (const { path, at } of writtenPaths(entry)) {
      const dataPath = ['routes', route, ...at];
      let placed: { place: ContentError | undefined } | undefined;
      const place = () =>
        (placed ??= { place: expansion.locate([{ file: PAGES_FILE, ...positionOf(pagesSource, dataPath), path: formatPath(dataPath), message: '' }])[0] }).place;
      const here: Declared = { route, path, made, place };
      const seen = first.get(path.toLowerCase());
      if (!seen) first.set(path.toLowerCase(), here);
      else if (seen.route !== route && here.place()) {
        // The first one is wrong in its item, and reported there: this one stands first in its stead.
        if (!seen.place()) first.set(path.toLowerCase(), here);
        else errors.push(clash(seen.made && !made ? [seen, here] : [here, seen]));
      }
    }
  });
  return errors;
}

function clash([reported, other]: readonly [Declared, Declared]): ContentError {
  const [at, otherAt] = [reported.place()!, other.place()!];
  const first = otherAt.file === at.file ? `on line ${otherAt.line}` : `at ${otherAt.file}:${otherAt.line}`;
  return { ...at, message: messages.duplicateRoute(reported.path, first, other.path) };
}
