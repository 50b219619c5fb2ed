import { within } from '@testing-library/dom';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { ayahTextExamples } from '../../../../src/blocks/ayah-text/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';
import { surahById } from '../../support/surahs';

/** A verse as the quran-json package's files write it: its Arabic, and its translation or transliteration where the file has one. */
interface PackageVerse {
  readonly text: string;
  readonly translation?: string;
  readonly transliteration?: string;
}

/** A file of the quran-json package as it is shipped, read straight from it: verses by surah, in order. */
function packageFile(name: string): { verses: PackageVerse[] }[] {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`quran-json/dist/${name}`), 'utf8')) as { verses: PackageVerse[] }[];
}

/** An ayah's words in each of the package's files; the examples' ayat carry none of the presentation forms the build writes out. */
function ayahWords(surah: number, ayah: number) {
  const verse = (name: string) => packageFile(name)[surah - 1]!.verses[ayah - 1]!;
  return {
    arabic: verse('quran.json').text,
    urdu: verse('quran_ur.json').translation,
    english: verse('quran_en.json').translation,
    transliteration: verse('quran_transliteration.json').transliteration,
  };
}

const ayatIn = (surah: number) => packageFile('quran.json')[surah - 1]!.verses.length;
const arabicDigits = (number: number) => number.toLocaleString('ar-EG', { useGrouping: false });

/** The translations under the ayah: each headed, in its own language and direction, credited with its translator, Tanzil's page and the licence. */
const translations = [
  { heading: 'Urdu translation', lang: 'ur', dir: 'rtl', words: 'urdu', credit: "Translated by Abul A'la Maududi", source: 'https://tanzil.net/trans/ur.maududi' },
  { heading: 'English translation', lang: 'en', dir: null, words: 'english', credit: 'Translated by Saheeh International', source: 'https://tanzil.net/trans/en.sahih' },
  { heading: 'Transliteration', lang: 'en', dir: null, words: 'transliteration', credit: 'From Tanzil', source: 'https://tanzil.net/trans/en.transliteration' },
] as const;

/** The ayah, its translations with their credits, and the way to the ayat beside it (across surahs) and to the whole surah. */
function showsTheAyah(view: HTMLElement, example: ExampleOf<'ayah-text'>) {
  const [surahNumber, number] = example.ayah.split(':').map(Number) as [number, number];
  const surah = surahById(String(surahNumber));
  const words = ayahWords(surahNumber, number);

  const arabic = within(view).getByText(words.arabic, { exact: false });
  expect([arabic.tagName, arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['P', 'ar', 'rtl']);
  expect(arabic.textContent).toBe(`${words.arabic}﴿${arabicDigits(number)}﴾`);

  for (const translation of translations) {
    const heading = within(view).getByRole('heading', { level: 2, name: translation.heading });
    const text = heading.nextElementSibling!;
    expect([text.textContent, text.getAttribute('lang'), text.getAttribute('dir')]).toEqual([words[translation.words], translation.lang, translation.dir]);
    const credit = text.nextElementSibling as HTMLElement;
    expect(credit.textContent).toMatch(new RegExp(`^${translation.credit}.* quran-json package, under the CC BY-SA 4.0 licence\\.$`));
    expectLink(credit, 'Tanzil', translation.source);
    expectLink(credit, 'quran-json', 'https://github.com/risan/quran-json');
    expectLink(credit, 'CC BY-SA 4.0', 'https://creativecommons.org/licenses/by-sa/4.0/');
  }

  const way = within(view).getByRole('navigation', { name: 'Ayat' });
  const before = number > 1 ? [surahNumber, number - 1] : surahNumber > 1 ? [surahNumber - 1, ayatIn(surahNumber - 1)] : undefined;
  const after = number < ayatIn(surahNumber) ? [surahNumber, number + 1] : surahNumber < 114 ? [surahNumber + 1, 1] : undefined;
  const named = ([s, a]: number[]) => `${surahById(String(s)).englishName} ${s}:${a}`;
  if (before) expectLink(way, `Previous ayah ${named(before)}`, `/read-quran/${before.join('/')}`);
  else expect(within(way).queryByRole('link', { name: /^Previous ayah/ })).toBeNull();
  if (after) expectLink(way, `Next ayah ${named(after)}`, `/read-quran/${after.join('/')}`);
  else expect(within(way).queryByRole('link', { name: /^Next ayah/ })).toBeNull();
  expectLink(way, 'Read the whole surah', `${surah.to}#${number}`);
}

describeExamples(ayahTextExamples, {
  default: showsTheAyah,
  first: showsTheAyah,
  surahOpening: showsTheAyah,
  last: showsTheAyah,
});
