/**
 * Which of the English content's values a translation gives in its own language: texts a visitor
 * reads. Addresses, pictures' files, icons, ids, numbers and choices are the same in every
 * language; a translation leaves them out, and the English value serves.
 */

import { isRecord } from '../rawContent';

/** Fields whose value is never a visitor's text, whatever it holds. */
const sameInEveryLanguage = new Set([
  'type', 'to', 'src', 'href', 'icon', 'variant', 'id', 'file', 'background', 'columns', 'template', 'from', 'path', 'slot',
  'surah', 'ayah', 'members', 'products', 'items', 'width', 'height', 'email', 'phone', 'number', 'youtubeUrl', 'roleIcon',
  'bgColor', 'revelation', 'code', 'direction', 'intl', 'font', 'symbol', 'url', 'align', 'hydrate', 'layout', 'size',
  'copyrightFrom', 'classes', 'prices', 'price', 'rating', 'date', 'locales', 'keywords', 'mode', 'repeat', 'plans', 'collection', 'supportEmail', 'supportPhone',
  'books', 'currencies', 'surahs', 'start', 'source',
]);

/** Whether a field's value is the same in every language whatever it holds (an address, a choice, the ids of items). */
export const isSameInEveryLanguage = (key: string) => sameInEveryLanguage.has(key);

/** A value that is a site path, an address or a file, never words. */
const addressLike = /^(\/|#|https?:|mailto:|tel:|data:)/;

/** A text with no Latin letter is not English: an Arabic name, a number, a symbol. It reads the same in Urdu. */
const hasLatinLetter = /[A-Za-z]/;

/** Only "{{item.field}}" (a template's quote of its item): the item's own translation fills it. */
const onlyAQuote = /^\s*\{\{[^}]+\}\}\s*$/;

/** Markdown kept in a file: `{ file: texts/about/story.md }`, translated by a file of the translation's own. */
export const isMarkdownFile = (value: unknown): value is { file: string } =>
  isRecord(value) && Object.keys(value).length === 1 && typeof value.file === 'string' && value.file.endsWith('.md');

/** Whether the English `value` under `key` is a text a translation should give in its language. */
export function isTranslatable(key: string | number | undefined, value: unknown): boolean {
  if (isMarkdownFile(value)) return true;
  if (typeof value !== 'string') return false;
  if (typeof key === 'string' && isSameInEveryLanguage(key)) return false;
  return !addressLike.test(value) && hasLatinLetter.test(value) && !onlyAQuote.test(value);
}
