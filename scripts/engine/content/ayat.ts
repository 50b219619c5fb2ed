import type { AyahItem } from '../../../src/schema/collections/ayat';
import type { SurahTranslations } from './quranTranslations';

/** Search results show about 155 to 160 characters of a description; the ayah's name goes before its summary. */
export const SUMMARY_LENGTH = 130;

/**
 * `text` cut at a word to `length` characters at most, "…" included, or whole when it fits. A cut
 * never leaves a bracket open ("the Sustainer of [all" becomes "the Sustainer of…"), nor a comma or
 * a dash hanging before the ellipsis.
 */
export function cutAtWord(text: string, length: number): string {
  const whole = text.replace(/\s+/g, ' ').trim();
  if (whole.length <= length) return whole;
  const room = length - 1;
  // Where the text goes on after the cut without a space, the cut fell inside a word: it is dropped.
  let cut = /\s/.test(whole[room]!) ? whole.slice(0, room) : whole.slice(0, room).replace(/\S*$/, '');
  const open = cut.lastIndexOf('[');
  if (open > cut.lastIndexOf(']')) cut = cut.slice(0, open);
  cut = cut.replace(/[\s,;:\-–—([]+$/u, '');
  // One word longer than the whole length is cut inside it rather than left out.
  return `${cut || whole.slice(0, room)}…`;
}

/** What the ayat are derived from: the surahs as content/surahs.yaml writes them, and the package's text. */
export interface AyatSources {
  /** content/surahs.yaml as read, before validation: a malformed item is reported there, and left out here. */
  readonly surahs: unknown;
  /** Every surah's verses in Arabic, index 0 for Al-Fatihah. */
  readonly verses: () => readonly (readonly string[])[];
  readonly translations: () => readonly SurahTranslations[];
}

interface SurahFields {
  readonly id: string;
  readonly number: number;
  readonly englishName: string;
  readonly meaning: string;
  readonly to: string;
}

/** A surah item with the fields the ayat quote, or undefined: its own validation says what is wrong with it. */
function surahFields(item: unknown): SurahFields | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const { id, number, englishName, meaning, to } = item as Record<string, unknown>;
  const texts = [id, englishName, meaning, to].every((value) => typeof value === 'string' && value !== '');
  if (!texts || typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 114) return undefined;
  return { id, number, englishName, meaning, to } as SurahFields;
}

/**
 * Every ayah of the surahs content/surahs.yaml lists, in the Quran's order: one item each, with its
 * text, its translations, its page beside its surah's and the ayat either side of it (across
 * surahs). The package is read only when there is a surah to derive from.
 */
export function deriveAyat({ surahs, verses, translations }: AyatSources): AyahItem[] {
  const listed = (Array.isArray(surahs) ? surahs : []).map(surahFields).filter((surah) => surah !== undefined);
  // One surah per number, in the Quran's order, whatever the file's: a second one is its own error there.
  const byNumber = new Map<number, SurahFields>();
  for (const surah of listed) if (!byNumber.has(surah.number)) byNumber.set(surah.number, surah);
  const ordered = [...byNumber.values()].sort((a, b) => a.number - b.number);
  if (!ordered.length) return [];

  const ayat = ordered.flatMap((surah) => {
    const arabic = verses()[surah.number - 1] ?? [];
    const translated = translations()[surah.number - 1];
    return arabic.map((text, index): AyahItem => {
      const number = index + 1;
      const english = translated?.en[index] ?? '';
      return {
        id: `${surah.number}:${number}`,
        surah: surah.id,
        number,
        surahName: surah.englishName,
        surahMeaning: surah.meaning,
        to: `${surah.to}/${number}`,
        surahTo: surah.to,
        text,
        urdu: translated?.ur[index] ?? '',
        english,
        transliteration: translated?.transliteration[index] ?? '',
        summary: cutAtWord(english, SUMMARY_LENGTH),
      };
    });
  });
  return ayat.map((ayah, index) => {
    const previous = ayat[index - 1]?.id;
    const next = ayat[index + 1]?.id;
    return { ...ayah, ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
  });
}
