import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { readPackageTranslations } from '../../engine/content/quranTranslations';

/*
 * Urdu pages are set in Noto Nastaliq Urdu. The whole face holds every letter of the Arabic script
 * (Arabic, Persian, Sindhi, Pashto...) with their Nastaliq joining forms, and Latin letters besides.
 * The site keeps the Urdu part of it: Urdu's alphabet, digits, punctuation and marks, the space and
 * the signs Urdu sentences use between their words, and every other letter its Urdu texts use.
 *
 * It is cut from the whole face as Google Fonts publishes it (@expo-google-fonts ships its TTF), not
 * from @fontsource's Arabic file: that file has no space, which @fontsource serves from its Latin
 * file. Cut from it, every space of an Urdu text was drawn in a system face (DejaVu Sans here), and
 * each word shaped as a run of its own: a wrong space and a slower layout.
 */

/** The file the site serves, made from @fontsource's by `npm run fonts`. */
export const NASTALIQ_SUBSET_FILE = 'src/theme/fonts/noto-nastaliq-urdu-urdu-400-normal.woff2';

/** Where the Urdu texts are: the translations editors write, and the shipped Urdu Quran translation. */
const TRANSLATION_FOLDER = 'content/translations/ur';

/**
 * What a visitor or an editor may type in Urdu beyond the texts of today: the alphabet (with the
 * Arabic forms of kaf, ya and ha that pasted text brings), the Urdu, Arabic and European digits,
 * the space and the punctuation, the vowel marks and honorific signs, and the joiners that shape
 * words.
 */
const URDU_REPERTOIRE = [
  'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۓۂۀۃةيكهى',
  '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩0123456789',
  '،؛؟۔٪٫٬٭',
  ' \u00A0.,:;!?\'"()[]-–—/%+=*&‘’“”…',
  '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0653\u0654\u0655\u0656\u0657\u0658\u0670',
  '\u0610\u0611\u0612\u0613\u0614\u0615',
  '\u200C\u200D',
].join('');

/** Letters of the Arabic script and its marks (the basic block and its supplement). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F]/u;

/** Each character of the Arabic script in a text, with where it was first found. */
export interface FoundCharacter {
  readonly character: string;
  readonly foundIn: string;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The characters of the Arabic script the Urdu texts use, each with the first file it is in. */
export function urduTextCharacters(root: string): FoundCharacter[] {
  const found = new Map<string, string>();
  const read = (text: string, where: string) => {
    for (const character of text) if (ARABIC_SCRIPT.test(character) && !found.has(character)) found.set(character, where);
  };
  for (const file of filesUnder(join(root, TRANSLATION_FOLDER))) read(readFileSync(file, 'utf8'), relative(root, file));
  for (const surah of readPackageTranslations()) for (const verse of surah.ur) read(verse, 'quran-json/dist/quran_ur.json');
  return [...found].map(([character, foundIn]) => ({ character, foundIn }));
}

/** Every character the subset keeps: Urdu's repertoire and whatever else the Urdu texts use. */
export function nastaliqCharacters(root: string): string {
  // Code point by code point: a mark is a character of its own to the subsetter.
  const characters = new Set([...Array.from(URDU_REPERTOIRE), ...urduTextCharacters(root).map(({ character }) => character)]);
  return [...characters].sort().join('');
}

/** The whole face, regular weight, as Google Fonts publishes it: the one the subset is cut from. */
export function wholeNastaliq(): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('@expo-google-fonts/noto-nastaliq-urdu/400Regular/NotoNastaliqUrdu_400Regular.ttf'));
}

/** The face cut down to `characters`, with the joining forms and marks HarfBuzz finds they need. */
export async function subsetNastaliq(characters: string): Promise<Buffer> {
  return subsetFont(wholeNastaliq(), characters, { targetFormat: 'woff2' });
}

/** The characters of `found` that a face whose character map is `drawn` does not draw. */
export function charactersMissing(found: readonly FoundCharacter[], drawn: ReadonlySet<number>): FoundCharacter[] {
  return found.filter(({ character }) => !drawn.has(character.codePointAt(0)!));
}

/** The characters a WOFF2 face draws (its character map). */
export async function charactersIn(woff2: Buffer): Promise<Set<number>> {
  const sfnt = await fontverter.convert(woff2, 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}
