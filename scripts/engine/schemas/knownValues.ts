import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { routeEntries, writtenPaths } from '../content/rawContent';

/**
 * Values read from the content when the JSON Schemas are generated, offered to editors as
 * completions: the declared routes (for every link to a route) and the Markdown files under
 * content/texts (for `markdown: { file: ... }`). They become `examples`, never `enum`: a list that
 * lags behind the content then only misses a suggestion, and never marks a new route or file as
 * an error. The staleness checks ignore them for the same reason, so editing the content never
 * makes the committed schemas stale; `npm run schemas` refreshes them.
 */
export interface KnownValues {
  readonly routes: readonly string[];
  readonly textFiles: readonly string[];
}

export const NO_KNOWN_VALUES: KnownValues = { routes: [], textFiles: [] };

/** Marks the `examples` read from the content, which the staleness checks leave out. */
export const CONTENT_EXAMPLES_COMMENT = 'examples: read from the content by npm run schemas, so they may lag behind it';

export function readKnownValues(root: string): KnownValues {
  return { routes: declaredRoutes(root), textFiles: markdownFiles(root) };
}

function declaredRoutes(root: string): string[] {
  let data: unknown;
  try {
    data = parse(readFileSync(join(root, 'pages.yaml'), 'utf8'));
  } catch {
    // A missing or broken pages.yaml offers no routes; its own check says what is wrong.
  }
  const paths = (routeEntries(data) ?? []).flatMap((entry) => writtenPaths(entry).map(({ path }) => path));
  return [...new Set(paths.filter((path) => path.startsWith('/')))].sort();
}

/** Written as a `file:` is, relative to content/ ("texts/about/intro.md"). */
function markdownFiles(root: string): string[] {
  const content = join(root, 'content');
  const texts = join(content, 'texts');
  if (!existsSync(texts)) return [];
  return readdirSync(texts, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(content, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** A generated schema with the content's `examples` left out: what the staleness checks compare. */
export function withoutContentExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutContentExamples);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const fromContent = (value as Record<string, unknown>).$comment === CONTENT_EXAMPLES_COMMENT;
  return Object.fromEntries(
    entries.filter(([key]) => !fromContent || (key !== 'examples' && key !== '$comment')).map(([key, inner]) => [key, withoutContentExamples(inner)]),
  );
}
