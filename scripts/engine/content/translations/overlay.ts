import type { DataPath } from '../yamlSource';
import { isMarkdownFile, isTranslatable } from './translatable';
import { isRecord } from '../rawContent';

/** Something wrong in a translation, at its place in the translation's file. */
interface OverlayProblem {
  readonly path: DataPath;
  readonly message: string;
  /** A warning leaves the page as it is; an error stops the build, like any content error. */
  readonly severity: 'error' | 'warning';
}

/** What laying a translation over the English gives: the page as it reads in the language, and what it misses. */
export interface Overlaid {
  readonly value: unknown;
  /** The English texts the translation does not give, by their place in the English. */
  readonly missing: DataPath[];
  /**
   * Each text the translation gives: its place in the English, where the page reads it, and in the
   * translation, where it was written. A mistake the schemas find in that value is the translation's,
   * to be fixed in its file.
   */
  readonly given: { readonly english: DataPath; readonly translation: DataPath }[];
  readonly problems: OverlayProblem[];
}

const blockType = (block: unknown) => (isRecord(block) && typeof block.type === 'string' ? block.type : undefined);

/**
 * The pairs of English and translated blocks that stand for each other: the longest run of blocks
 * of the same types in the same order. A block added to the English has no translation yet (its
 * text shows in English, and is reported missing); a translated block whose English was removed
 * pairs with nothing (and is reported).
 */
function pairBlocks(english: readonly unknown[], translated: readonly unknown[]): [number, number][] {
  const a = english.map(blockType);
  const b = translated.map(blockType);
  const longest = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      longest[i]![j] = a[i] === b[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** Every text under an English value, by its place: all of them missing where nothing translates it. */
function textsUnder(value: unknown, path: DataPath, key: string | number | undefined): DataPath[] {
  if (isTranslatable(key, value)) return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsUnder(item, [...path, index], key));
  if (isRecord(value)) return Object.entries(value).flatMap(([name, inner]) => textsUnder(inner, [...path, name], name));
  return [];
}

const describe = (value: unknown) => (Array.isArray(value) ? 'a list' : isRecord(value) ? 'a set of fields' : typeof value === 'string' ? 'a text' : String(value));

/**
 * The English `english` with the texts `translation` gives laid over it. The translation follows
 * the English's shape and gives only texts: what it leaves out stays English and is listed as
 * missing; a field the English lacks, or a value that is not a text (an address, a picture, a
 * number), is a problem at its place in the translation.
 */
export function overlay(english: unknown, translation: unknown, at: { english: DataPath; translation: DataPath; key?: string | number | undefined }): Overlaid {
  const result: Overlaid = { value: english, missing: [], given: [], problems: [] };
  const problem = (path: DataPath, message: string, severity: OverlayProblem['severity'] = 'error') => result.problems.push({ path, message, severity });
  if (translation === undefined || translation === null) return { ...result, missing: textsUnder(english, at.english, at.key) };

  if (isTranslatable(at.key, english)) {
    const givesMarkdown = isMarkdownFile(english) && isMarkdownFile(translation);
    if (typeof translation !== 'string' && !givesMarkdown) {
      problem(at.translation, `expected a text in place of the English ${describe(english)}, found ${describe(translation)}`);
      return { ...result, missing: [at.english] };
    }
    return { ...result, value: translation, given: [{ english: at.english, translation: at.translation }] };
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation)) {
      problem(at.translation, `expected a list, as the English has, found ${describe(translation)}`);
      return { ...result, missing: textsUnder(english, at.english, at.key) };
    }
    const pairs = at.key === 'blocks' ? pairBlocks(english, translation) : english.slice(0, translation.length).map((_, index): [number, number] => [index, index]);
    const pairedEnglish = new Map(pairs);
    const pairedTranslation = new Set(pairs.map(([, index]) => index));
    translation.forEach((item, index) => {
      if (pairedTranslation.has(index)) return;
      problem(
        [...at.translation, index],
        at.key === 'blocks'
          ? `this translated ${blockType(item) ?? ''} block has no block to translate on the English page (the English may have removed or moved it): remove it, or move it to match`
          : `the English has ${english.length} items here, this is item ${index + 1}`,
        at.key === 'blocks' ? 'warning' : 'error',
      );
    });
    const merged = english.map((item, index) => {
      const paired = pairedEnglish.get(index);
      const inner = overlay(item, paired === undefined ? undefined : translation[paired], {
        english: [...at.english, index],
        translation: [...at.translation, paired ?? index],
        key: at.key,
      });
      absorb(result, inner);
      return inner.value;
    });
    return { ...result, value: merged };
  }
  if (isRecord(english)) {
    if (!isRecord(translation)) {
      problem(at.translation, `expected a set of fields, as the English has, found ${describe(translation)}`);
      return { ...result, missing: textsUnder(english, at.english, at.key) };
    }
    for (const name of Object.keys(translation)) {
      if (!(name in english)) problem([...at.translation, name], `the English has no "${name}" here: a translation gives only the English's own fields`);
    }
    const merged: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(english)) {
      const inner = overlay(value, translation[name], { english: [...at.english, name], translation: [...at.translation, name], key: name });
      absorb(result, inner);
      merged[name] = inner.value;
    }
    return { ...result, value: merged };
  }
  // A number, a choice, an address, an id: the same in every language.
  if (translation !== english) problem(at.translation, `"${String(at.key)}" is the same in every language: leave it out of the translation`);
  return result;
}

function absorb(into: Overlaid, inner: Overlaid): void {
  into.missing.push(...inner.missing);
  into.problems.push(...inner.problems);
  into.given.push(...inner.given);
}
