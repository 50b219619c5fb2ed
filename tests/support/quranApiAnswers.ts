/**
 * Answers in the public Quran API's shape (api.alquran.cloud: `/v1/surah`, `/v1/surah/{n}`,
 * `/v1/surah/{n}/editions/...`), built offline from the quran-json text, for tests and the benchmark.
 * Like the real service, verse 1 of every surah but 1 and 9 starts with the bismillah, and each
 * verse carries the API's other fields, so the byte counts are close to the real ones. Translation
 * editions hold placeholders, never a real translation (their terms forbid redistribution).
 */
import { opensWithBismillah } from '../../src/services/quran/bismillah';
import type { PackageQuran } from '../../scripts/engine/content/quranText';

const API_BISMILLAH = 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ';

const uthmani = {
  identifier: 'quran-uthmani',
  language: 'ar',
  name: 'القرآن الكريم برسم العثماني',
  englishName: 'Uthmani',
  format: 'text',
  type: 'quran',
  direction: 'rtl',
};

/** Surah `number`, counting from 1 as the API does. */
function surahAt(quran: PackageQuran, number: number) {
  const surah = quran[number - 1];
  if (!surah) throw new Error(`The Quran text holds ${quran.length} surahs, not a surah ${number}`);
  return surah;
}

function summary(quran: PackageQuran, number: number) {
  const surah = surahAt(quran, number);
  return {
    number,
    name: `سُورَةُ ${surah.name}`,
    englishName: surah.transliteration,
    englishNameTranslation: surah.transliteration,
    numberOfAyahs: surah.total_verses,
    revelationType: surah.type === 'meccan' ? 'Meccan' : 'Medinan',
  };
}

function firstGlobalNumber(quran: PackageQuran, number: number): number {
  return quran.slice(0, number - 1).reduce((total, surah) => total + surah.total_verses, 1);
}

function surahObject(quran: PackageQuran, number: number, edition: string | undefined) {
  const first = firstGlobalNumber(quran, number);
  const ayahs = surahAt(quran, number).verses.map((verse, index) => {
    const arabic = index === 0 && opensWithBismillah(number) ? `${API_BISMILLAH} ${verse.text}` : verse.text;
    return {
      number: first + index,
      text: edition ? `[${edition}] ${number}:${verse.id}` : arabic,
      numberInSurah: verse.id,
      juz: 1 + Math.floor(((first + index) * 30) / 6237),
      manzil: 1 + Math.floor(((first + index) * 7) / 6237),
      page: 1 + Math.floor(((first + index) * 604) / 6237),
      ruku: 1 + Math.floor(((first + index) * 556) / 6237),
      hizbQuarter: 1 + Math.floor(((first + index) * 240) / 6237),
      sajda: false,
    };
  });
  const identifier = edition ?? uthmani.identifier;
  return {
    ...summary(quran, number),
    ayahs,
    edition: edition
      ? { identifier, language: identifier.split('.')[0], name: identifier, englishName: identifier, format: 'text', type: 'translation', direction: 'ltr' }
      : uthmani,
  };
}

function apiSurahList(quran: PackageQuran) {
  return { code: 200, status: 'OK', data: quran.map((surah) => summary(quran, surah.id)) };
}

export function apiSurah(quran: PackageQuran, number: number) {
  return { code: 200, status: 'OK', data: surahObject(quran, number, undefined) };
}

/** `/v1/surah/{n}/editions/quran-uthmani,{translation}`. */
export function apiSurahEditions(quran: PackageQuran, number: number, translation: string) {
  return { code: 200, status: 'OK', data: [surahObject(quran, number, undefined), surahObject(quran, number, translation)] };
}

/** The answer for a request path under the API's base, or undefined for a path the API would not know. */
export function apiAnswer(quran: PackageQuran, path: string): object | undefined {
  if (path === '/v1/surah') return apiSurahList(quran);
  const match = /^\/v1\/surah\/(\d{1,3})(?:\/editions\/quran-uthmani,([\w.]+))?$/.exec(path);
  const number = Number(match?.[1]);
  if (!match || number < 1 || number > 114) return undefined;
  return match[2] ? apiSurahEditions(quran, number, match[2]) : apiSurah(quran, number);
}
