import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionNames, type CollectionName } from '../../../src/schema/collections';
import { messages } from '../../../src/schema/messages';
import type { ContentError } from './contentError';
import { CONTENT_DIR, PAGES_FILE } from './siteContext';
import { parseYamlSource, type YamlSource } from './yamlSource';

/**
 * pages.yaml and every collection file of content/, each read and parsed once for a whole run: the
 * template expansion, the validation and the dev server's partial site all read these.
 */
export interface SiteSources {
  /** Undefined when pages.yaml is missing or is not valid YAML (the error is in `errors`). */
  readonly pages: YamlSource | undefined;
  /** A collection's file; undefined when it is missing or is not valid YAML. */
  readonly collection: (name: CollectionName) => YamlSource | undefined;
  /** Every file read, from the root, for the dev server to watch. */
  readonly files: readonly string[];
  /** Missing files and YAML syntax errors. */
  readonly errors: readonly ContentError[];
}

const collectionFile = (name: CollectionName) => `${CONTENT_DIR}/${name}.yaml`;

export function readSiteSources(root: string): SiteSources {
  const errors: ContentError[] = [];
  const read = (file: string): YamlSource | undefined => {
    const absolute = join(root, file);
    if (!existsSync(absolute)) {
      errors.push({ file, line: 1, column: 1, path: '', message: messages.missingFile(file) });
      return undefined;
    }
    const parsed = parseYamlSource(file, readFileSync(absolute, 'utf8'));
    errors.push(...parsed.errors);
    return parsed.errors.length ? undefined : parsed.source;
  };
  const pages = read(PAGES_FILE);
  const collections = new Map(collectionNames.map((name) => [name, read(collectionFile(name))] as const));
  return {
    pages,
    collection: (name) => collections.get(name),
    files: [PAGES_FILE, ...collectionNames.map(collectionFile)],
    errors,
  };
}
