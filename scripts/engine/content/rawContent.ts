/** Reading pages.yaml and the collections as plain data, before (or without) validating them. */

/** A path written in a route entry of pages.yaml, and where: its `path`, or one of its `aliases`. */
export interface WrittenPath {
  readonly path: string;
  readonly at: readonly ['path'] | readonly ['aliases', number];
}

/** A set of fields as YAML reads it (a mapping), as opposed to a list, a text or nothing. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldOf = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/**
 * The paths a route entry declares (its path first, then its aliases), read from YAML that has not
 * been validated yet: whatever is not a text is passed over, as its own error names it.
 */
export function writtenPaths(entry: unknown): WrittenPath[] {
  const found: WrittenPath[] = [];
  const path = fieldOf(entry, 'path');
  if (typeof path === 'string') found.push({ path, at: ['path'] });
  const aliases = fieldOf(entry, 'aliases');
  if (Array.isArray(aliases)) {
    aliases.forEach((alias: unknown, index) => {
      if (typeof alias === 'string') found.push({ path: alias, at: ['aliases', index] });
    });
  }
  return found;
}

/** The `routes` list of a pages.yaml read as plain data, or undefined when there is none. */
export function routeEntries(data: unknown): unknown[] | undefined {
  const routes = fieldOf(data, 'routes');
  return Array.isArray(routes) ? (routes as unknown[]) : undefined;
}

/**
 * A collection's items by id, each as validated where it is valid and as written where it is not:
 * ids stay resolvable when an item has errors, so one mistake is reported once, at the item.
 */
export function itemsById(written: readonly unknown[], valid: readonly unknown[]): Map<string, unknown> {
  const byId = new Map<string, unknown>();
  for (const item of written) {
    const id = fieldOf(item, 'id');
    if (typeof id === 'string') byId.set(id, valid.find((entry) => fieldOf(entry, 'id') === id) ?? item);
  }
  return byId;
}

/** A derived list's items by id: made by the build, each valid as it is. */
export function derivedById(items: readonly object[]): Map<string, unknown> {
  return new Map(items.map((item) => [String(fieldOf(item, 'id')), item]));
}
