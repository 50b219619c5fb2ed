import { en, type Messages } from '../../../../src/i18n/messages/en';
import type { ContentError } from '../contentError';
import { formatPath, positionOf, type DataPath, type YamlSource } from '../yamlSource';
import { translationFolder } from './readTranslation';
import { isRecord } from '../rawContent';

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ');

const isPlural = (value: unknown): value is Record<string, string> & { other: string } => isRecord(value) && typeof value.other === 'string';

/**
 * A language's catalog of the code's texts, checked against the English one: every key there, no
 * key the English lacks, each text with the same `{name}` placeholders, and each count's message
 * with the forms the language's plural rules ask for. Undefined, with the errors, when anything is off.
 */
export function readMessages(sources: readonly YamlSource[], code: string, intl: string): { messages?: Messages; errors: ContentError[] } {
  const file = `${translationFolder(code)}/messages.yaml`;
  const errors: ContentError[] = [];
  // Each group of texts lives in one file: messages.yaml, or messages/<any name>.yaml.
  const groupSource = new Map<string, YamlSource>();
  const catalog: Record<string, unknown> = {};
  for (const source of sources) {
    if (!isRecord(source.data)) continue;
    for (const [group, texts] of Object.entries(source.data)) {
      const first = groupSource.get(group);
      if (first) {
        errors.push({ file: source.file, ...positionOf(source, [group], true), path: group, message: `the group "${group}" is already in ${first.file}: keep each group in one file` });
        continue;
      }
      groupSource.set(group, source);
      catalog[group] = texts;
    }
  }
  const fallback = sources[0];
  const at = (path: DataPath, message: string, atKey = false): void => {
    const where = groupSource.get(String(path[0])) ?? fallback;
    if (!where) errors.push({ file, line: 1, column: 1, path: formatPath(path), message });
    else errors.push({ file: where.file, ...positionOf(where, path, atKey), path: formatPath(path), message });
  };
  const categories = new Intl.PluralRules(intl).resolvedOptions().pluralCategories;

  function check(english: unknown, given: unknown, path: DataPath): void {
    if (typeof english === 'string') {
      if (typeof given !== 'string' || !given.trim()) {
        at(path, given === undefined ? `missing (the English: "${english}")` : `expected a text (the English: "${english}")`);
        return;
      }
      if (placeholders(given) !== placeholders(english)) at(path, `expected the placeholders ${placeholders(english) || '(none)'} as the English has, found ${placeholders(given) || '(none)'}`);
      return;
    }
    if (isPlural(english)) {
      if (!isPlural(given)) {
        at(path, given === undefined ? `missing (the English: "${english.other}")` : `expected a form for each count (${categories.join(', ')})`);
        return;
      }
      for (const category of categories) if (typeof given[category] !== 'string') at(path, `expected the form "${category}" this language's counts take`);
      for (const form of Object.values(given)) if (placeholders(form) !== placeholders(english.other)) at(path, `expected the placeholders ${placeholders(english.other)} in every form`);
      return;
    }
    if (!isRecord(english)) return;
    // A group the code has not filled yet asks nothing of a translation.
    if (given === undefined && Object.keys(english).length === 0) return;
    if (!isRecord(given)) {
      at(path, given === undefined ? 'missing: a group of texts' : 'expected a group of texts');
      return;
    }
    for (const key of Object.keys(given)) if (!(key in english)) at([...path, key], `no such text in the English catalog`, true);
    for (const [key, value] of Object.entries(english)) check(value, given[key], [...path, key]);
  }
  for (const group of Object.keys(catalog)) if (!(group in en)) at([group], 'no such group of texts in the English catalog', true);
  for (const [group, texts] of Object.entries(en)) check(texts, catalog[group], [group]);
  return errors.length ? { errors } : { messages: catalog as unknown as Messages, errors };
}
