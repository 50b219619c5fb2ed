import { searchForm } from './searchForm';

/**
 * A query that names an ayah by its numbers ("2:255", "2 255", "٢:٢٥٥"). The index reads "2:255"
 * and "22:55" as the same word (it drops the colon), so each ayah's record also holds a word of
 * its own for its numbers, which such a query is turned into.
 */
const REFERENCE = /^\s*(\d{1,3})\s*[:.\s]\s*(\d{1,3})\s*$/u;

/** The word the record of the ayah "2:255" holds for its numbers, "quran2v255": never a word of any text. */
export function referenceWord(ayahId: string): string {
  return `quran${ayahId.replace(':', 'v')}`;
}

/** The query as the index should be asked it: an ayah's numbers as its reference word, anything else as typed. */
export function indexQuery(query: string): string {
  const match = REFERENCE.exec(searchForm(query));
  return match ? referenceWord(`${Number(match[1])}:${Number(match[2])}`) : query;
}
