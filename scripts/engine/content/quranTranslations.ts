import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { shippedTranslationKinds as translationKinds, type ShippedTranslationKind as TranslationKind } from '../../../src/services/quran/shippedTranslations.ts';

/*
 * The translations shipped in the quran-json package, all three from Tanzil: Urdu (Abul A'la
 * Maududi), English (Saheeh International) and an English transliteration (the reader's list of
 * them, src/services/quran/shippedTranslations.ts). Read at build time for the ayah pages and the
 * reader's per-surah translation files.
 */

/** One surah's verses in each translation, in verse order. */
export type SurahTranslations = Readonly<Record<TranslationKind, readonly string[]>>;

const verseField = { ur: 'translation', en: 'translation', transliteration: 'transliteration' } as const;
const packageFile = { ur: 'quran_ur.json', en: 'quran_en.json', transliteration: 'quran_transliteration.json' } as const;

function translationFileSchema(field: 'translation' | 'transliteration') {
  return z
    .array(
      z.object({
        id: z.number().int().positive(),
        total_verses: z.number().int().positive(),
        verses: z.array(z.object({ id: z.number().int().positive(), [field]: z.string().min(1) })).min(1),
      }).refine(
        (surah) => surah.verses.length === surah.total_verses && surah.verses.every((verse, index) => verse.id === index + 1),
        'expected verses numbered 1 to total_verses, in order',
      ),
    )
    .length(114);
}

/**
 * Tanzil asks for its translations verbatim. The one liberty taken: Arabic presentation forms
 * (ligatures such as ﷺ) are written out as the letters they stand for, because Urdu fonts (Noto
 * Nastaliq Urdu among them) do not draw them, and a search for the words would not find them. The
 * letters are Urdu's own forms (ی, ہ) where Urdu writes the word with them.
 */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const URDU_LETTERS: Readonly<Record<string, string>> = { '\u0649': '\u06CC', '\u064A': '\u06CC', '\u0647': '\u06C1' };

export function withoutPresentationForms(text: string, urdu: boolean): string {
  return text.replace(PRESENTATION_FORMS, (form, offset: number) => {
    // U+FEFF is also the byte-order mark, a zero-width space with nothing to draw.
    if (form === '\uFEFF') return '';
    const normalized = form.normalize('NFKC');
    const letters = urdu ? normalized.replace(/[\u0649\u064A\u0647]/gu, (letter) => URDU_LETTERS[letter]!) : normalized;
    // A ligature of several words reads as a word of its own; written out, it must not join the letters beside it.
    if (!letters.includes(' ')) return letters;
    const before = offset > 0 && /\p{L}/u.test(text[offset - 1]!) ? ' ' : '';
    const after = /\p{L}/u.test(text[offset + form.length] ?? '') ? ' ' : '';
    return `${before}${letters}${after}`;
  });
}

function readTranslation(kind: TranslationKind): string[][] {
  // Named in literal `require.resolve` calls, so that tools which read the imports (knip) see the package used.
  const require = createRequire(import.meta.url);
  const files = {
    ur: () => require.resolve('quran-json/dist/quran_ur.json'),
    en: () => require.resolve('quran-json/dist/quran_en.json'),
    transliteration: () => require.resolve('quran-json/dist/quran_transliteration.json'),
  } satisfies Record<TranslationKind, () => string>;
  const field = verseField[kind];
  const parsed = translationFileSchema(field).safeParse(JSON.parse(readFileSync(files[kind](), 'utf8')));
  if (!parsed.success) throw new Error(`quran-json/dist/${packageFile[kind]} is not in the shape the build reads: ${parsed.error.message}`);
  return parsed.data.map((surah) => surah.verses.map((verse) => withoutPresentationForms((verse as Record<string, string>)[field]!, kind === 'ur')));
}

/** Every surah's translations, index 0 for Al-Fatihah. */
export function readPackageTranslations(): SurahTranslations[] {
  const [ur, en, transliteration] = translationKinds.map(readTranslation) as [string[][], string[][], string[][]];
  return ur.map((verses, index) => ({ ur: verses, en: en[index]!, transliteration: transliteration[index]! }));
}
