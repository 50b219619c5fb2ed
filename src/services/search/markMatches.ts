/**
 * Which words of a search result to highlight. The result is shown as written, vowel marks and
 * all, while the query was typed without them and perhaps with other letter forms, so the two are
 * compared in their search forms and each match is traced back to the word as written.
 */
import { searchForm, searchFormWithOffsets } from './searchForm';

export interface MarkedSegment {
  readonly text: string;
  readonly marked: boolean;
}

/** A word: letters with their marks, and digits; whitespace and punctuation fall between words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

// Case does not tell one Latin word from another in a search, so it does not decide a highlight either.
const folded = (word: string) => word.toLocaleLowerCase('en');

/**
 * `text` cut into consecutive segments that cover it whole, each word that the query finds marked:
 * a word of the text is found when its search form starts with the search form of a word of the
 * query (as the reader types a word, the words that begin with it are found).
 */
export function markMatches(text: string, query: string): MarkedSegment[] {
  const queryWords = Array.from(searchForm(query).matchAll(WORD), ([word]) => folded(word));
  const words = Array.from(text.matchAll(WORD), (match) => ({ start: match.index, end: match.index + match[0].length, marked: false }));

  if (queryWords.length > 0) {
    // The words are looked for in the form of the whole text rather than word by word: a
    // presentation form such as ﷺ holds several words, and a removed sign may have stood between two.
    const { form, offsets } = searchFormWithOffsets(text);
    // Both run in the order of the text, so the words before a match need not be looked at again.
    let next = 0;
    for (const match of form.matchAll(WORD)) {
      const formWord = folded(match[0]);
      if (!queryWords.some((queryWord) => formWord.startsWith(queryWord))) continue;
      const first = offsets[match.index]!;
      const last = offsets[match.index + match[0].length - 1]!;
      while (next < words.length && words[next]!.end <= first) next++;
      for (let index = next; index < words.length && words[index]!.start <= last; index++) words[index]!.marked = true;
    }
  }

  const segments: MarkedSegment[] = [];
  let unmarkedFrom = 0;
  for (const word of words) {
    if (!word.marked) continue;
    if (word.start > unmarkedFrom) segments.push({ text: text.slice(unmarkedFrom, word.start), marked: false });
    segments.push({ text: text.slice(word.start, word.end), marked: true });
    unmarkedFrom = word.end;
  }
  if (text.length > unmarkedFrom) segments.push({ text: text.slice(unmarkedFrom), marked: false });
  return segments;
}
