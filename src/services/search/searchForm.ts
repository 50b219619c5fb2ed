/**
 * The one form that both the search index and a reader's query are reduced to. The Quran is written
 * in the Uthmani script with every vowel and recitation mark, but a reader types without marks, and
 * with their own keyboard's letter forms: an Urdu keyboard gives ی ک ہ where the Arabic text has
 * ي ك ه, and the other way round. Reduced alike, the two meet.
 *
 * Each character of the form comes from exactly one character of the text (a mark is deleted, a
 * letter replaced by one letter), so a match found in the form can be traced back to the words of
 * the text as written, marks and all.
 */

/** First and last code point, both included. */
type Range = readonly [first: number, last: number];

/**
 * Marks that a reader does not type and that do not tell one word from another in a search. The
 * superscript alef is dropped rather than spelled out as an alef, because the common spelling a
 * reader types has no alef there (الرحمن, اله).
 */
const MARKS: readonly Range[] = [
  [0x0610, 0x061a], // small signs written over a word (honorifics, small vowels)
  [0x064b, 0x065f], // vowels, tanween, shadda, sukun, hamza above and below
  [0x0670, 0x0670], // superscript alef
  [0x06d6, 0x06ed], // the Quran's pause marks, its sukun, small waw and yeh, ayah, hizb and sajdah signs
  [0x08d3, 0x08ff], // the Quran's further marks, open tanween among them
  [0x0640, 0x0640], // tatweel, which only stretches a letter
];

/**
 * Each letter written in several forms, and its forms. The hamza, madda and wasla on an alef are
 * left out like the vowels; the Urdu and Arabic keyboards give different yeh, kaf and heh; and a
 * reader types ة as ه as often as not.
 */
const LETTER_FORMS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    '\u0627': '\u0671\u0623\u0625\u0622\u0672\u0673', // ا from ٱ أ إ آ ٲ ٳ
    '\u064a': '\u0649\u06cc\u0626\u06d0', // ي from ى ی ئ ې
    '\u0643': '\u06a9', // ك from ک
    '\u0647': '\u06c1\u06be\u06c3\u06c0\u0629\u06c2', // ه from ہ ھ ۃ ۀ ة ۂ
    '\u0648': '\u0624', // و from ؤ
    // Urdu writes ۓ and ۂ as one letter or as the letter and a hamza mark: both meet here.
    '\u06d2': '\u06d3', // ے from ۓ
  }).flatMap(([letter, forms]) => Array.from(forms, (form) => [form, letter] as const)),
);

/** Zero of each set of digits a reader may type a number in: Arabic-Indic, and the Urdu and Persian ones. */
const DIGIT_ZEROS = [0x0660, 0x06f0];

/**
 * Letters shaped in advance for old fonts and encodings (ﻻ, ﷲ). They are decomposed into their
 * letters before anything else, as nobody types them.
 */
const PRESENTATION_FORMS: readonly Range[] = [
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

const inRanges = (code: number, ranges: readonly Range[]) => ranges.some(([first, last]) => code >= first && code <= last);

/** The search form of one character that is not a presentation form: empty for a mark. */
function formOfLetter(char: string): string {
  const code = char.charCodeAt(0);
  if (inRanges(code, MARKS)) return '';
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return LETTER_FORMS.get(char) ?? char;
}

/** The search form of one UTF-16 unit of the text: empty, one character, or (from a presentation form) several. */
function formOf(char: string): string {
  if (!inRanges(char.charCodeAt(0), PRESENTATION_FORMS)) return formOfLetter(char);
  const letters = Array.from(char.normalize('NFKC'), (letter) => formOfLetter(letter)).join('');
  // A mark's own presentation form decomposes to the mark on a space. Once the mark is gone the
  // space would be left to split the word it stood in.
  return /^ +$/.test(letters) ? '' : letters;
}

/**
 * The search form of `text`, and for each of its characters the index in `text` of the character it
 * came from (the letters of one presentation form all point at that form).
 */
export function searchFormWithOffsets(text: string): { form: string; offsets: number[] } {
  let form = '';
  const offsets: number[] = [];
  // By UTF-16 unit, not code point: every character this changes is a single unit, and each half
  // of a surrogate pair, kept as it is, points at its own index.
  for (let index = 0; index < text.length; index++) {
    form += formOf(text.charAt(index));
    while (offsets.length < form.length) offsets.push(index);
  }
  return { form, offsets };
}

export function searchForm(text: string): string {
  return searchFormWithOffsets(text).form;
}
