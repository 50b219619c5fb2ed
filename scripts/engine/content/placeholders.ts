import { isMap, isScalar, isSeq, type Document } from 'yaml';
import type { DataPath } from './yamlSource';

/** Values nobody would publish on purpose: "[Country]", "TODO", example.com addresses, 000… numbers. */
const placeholderPatterns = [
  /\[[^\]]*\]/,
  /\bTODO\b|\bTBD\b|\bplaceholder\b|lorem ipsum/i,
  /\bexample\.(com|org|net)\b/i,
  /0{7,}$/,
];

export function isPlaceholder(value: string): boolean {
  return placeholderPatterns.some((pattern) => pattern.test(value));
}

/** Paths and values of the placeholder texts left under `site:`. */
export function findPlaceholders(document: Document): { path: DataPath; value: string }[] {
  const found: { path: DataPath; value: string }[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isScalar(node)) {
      if (typeof node.value === 'string' && isPlaceholder(node.value)) found.push({ path, value: node.value });
    } else if (isMap(node)) {
      for (const pair of node.items) walk(pair.value, [...path, String((pair.key as { value?: unknown }).value)]);
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, index]));
    }
  };
  walk(document.get('site', true), ['site']);
  return found;
}
