/** Surahs that do not open with a bismillah line of their own: in Al-Fatihah it is verse 1, At-Tawbah has none. */
export function opensWithBismillah(surah: number): boolean {
  return surah !== 1 && surah !== 9;
}

const BISMILLAH = ['بسم', 'الله', 'الرحمن', 'الرحيم'];

/** The letters alone: without vowel marks, tatweel, and with alif wasla read as alif, so any orthography compares equal. */
function skeleton(word: string): string {
  return word.replace(/[\p{M}\u0640]/gu, '').replace(/\u0671/g, '\u0627');
}

const FIRST_FOUR_WORDS = /^(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+/u;

/**
 * The public Quran API writes the bismillah at the start of verse 1 of every surah but 1 and 9.
 * The reader shows it as the surah's opening line, so it is taken out of the verse here.
 */
export function splitBismillah(surah: number, firstVerse: string): { opening?: string; verse: string } {
  const text = firstVerse.replace(/^\uFEFF/, '').trimStart();
  const match = opensWithBismillah(surah) ? FIRST_FOUR_WORDS.exec(text) : null;
  const words = match?.slice(1, 5) ?? [];
  const rest = match ? text.slice(match[0].length) : '';
  if (!match || !rest || words.some((word, index) => skeleton(word) !== BISMILLAH[index])) return { verse: firstVerse };
  return { opening: words.join(' '), verse: rest };
}
