import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectionNames, type CollectionName } from '../../../../src/schema/collections';
import type { ContentError } from '../contentError';
import { CONTENT_DIR } from '../siteContext';
import { parseYamlSource, type YamlSource } from '../yamlSource';

/** Where a language's translations live, from the root: content/translations/ur. */
export const translationFolder = (code: string) => `${CONTENT_DIR}/translations/${code}`;

/**
 * A language's translation, as its editors write it under content/translations/<code>/: pages.yaml
 * (the site's settings, templates and routes, each giving the texts of its English), one file per
 * collection translated (its items' texts by id), messages.yaml and messages/*.yaml (the texts of the
 * site's code, by group), and
 * Markdown files the translated pages name. Files not written yet are simply absent.
 */
export interface Translation {
  readonly code: string;
  readonly pages: YamlSource | undefined;
  readonly collections: ReadonlyMap<CollectionName, YamlSource>;
  /** messages.yaml, and the files under messages/ that hold some of its groups (messages/reader.yaml). */
  readonly messages: readonly YamlSource[];
  readonly files: readonly string[];
  readonly errors: readonly ContentError[];
}

export function readTranslation(root: string, code: string): Translation {
  const folder = translationFolder(code);
  const errors: ContentError[] = [];
  const files: string[] = [];
  const read = (name: string): YamlSource | undefined => {
    const file = `${folder}/${name}`;
    files.push(file);
    const absolute = join(root, file);
    if (!existsSync(absolute)) return undefined;
    const parsed = parseYamlSource(file, readFileSync(absolute, 'utf8'));
    errors.push(...parsed.errors);
    return parsed.errors.length ? undefined : parsed.source;
  };
  const collections = new Map<CollectionName, YamlSource>();
  for (const name of collectionNames) {
    const source = read(`${name}.yaml`);
    if (source) collections.set(name, source);
  }
  const groups = existsSync(join(root, folder, 'messages')) ? readdirSync(join(root, folder, 'messages')).filter((name) => name.endsWith('.yaml')).sort() : [];
  const messages = [read('messages.yaml'), ...groups.map((name) => read(`messages/${name}`))].filter((source) => source !== undefined);
  return { code, pages: read('pages.yaml'), collections, messages, files, errors };
}
