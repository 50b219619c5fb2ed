import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionNames, type CollectionName } from '../../../src/schema/collections';
import type { DerivedCollectionName } from '../../../src/schema/derivedCollections';
import { deriveAyat } from './ayat';
import { messages } from '../../../src/schema/messages';
import type { ContentError } from './contentError';
import { CONTENT_DIR, PAGES_FILE } from './siteContext';
import { shippedTranslations, shippedVerses } from './shippedQuran';
import { parseYamlSource, type YamlSource } from './yamlSource';

/**
 * pages.yaml and every collection file of content/, each read and parsed once for a whole run, and
 * the lists derived from them: the template expansion, the validation and the dev server's partial
 * site all read these.
 */
export interface SiteSources {
  /** Undefined when pages.yaml is missing or is not valid YAML (the error is in `errors`). */
  readonly pages: YamlSource | undefined;
  /** A collection's file; undefined when it is missing or is not valid YAML. */
  readonly collection: (name: CollectionName) => YamlSource | undefined;
  /** A derived list's items (src/schema/derivedCollections.ts), made from the files as read on its first use. */
  readonly derived: (name: DerivedCollectionName) => readonly object[];
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
  const derived = new Map<DerivedCollectionName, readonly object[]>();
  const derive = {
    ayat: () => deriveAyat({ surahs: collections.get('surahs')?.data, verses: shippedVerses, translations: shippedTranslations }),
  } satisfies Record<DerivedCollectionName, () => readonly object[]>;
  return {
    pages,
    collection: (name) => collections.get(name),
    derived: (name) => {
      if (!derived.has(name)) derived.set(name, derive[name]());
      return derived.get(name)!;
    },
    files: [PAGES_FILE, ...collectionNames.map(collectionFile)],
    errors,
  };
}
