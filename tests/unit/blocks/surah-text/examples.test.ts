import { within } from '@testing-library/dom';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { surahTextExamples } from '../../../../src/blocks/surah-text/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink } from '../../support/pageQueries';
import { revelationLabel, surahById } from '../../support/surahs';

/** The Quran text shipped with the site, read straight from its package: verses by surah number. */
const quranVerses = (surah: number): string[] => {
  const file = createRequire(import.meta.url).resolve('quran-json/dist/quran.json');
  const quran = JSON.parse(readFileSync(file, 'utf8')) as { id: number; verses: { text: string }[] }[];
  return quran.find((entry) => entry.id === surah)!.verses.map((verse) => verse.text);
};
/** Ayah numbers as Arabic text writes them, by the platform's own Arabic-Indic digits. */
const arabicDigits = (number: number) => number.toLocaleString('ar-EG', { useGrouping: false });

/** In Al-Fatihah the bismillah is the first ayah, and At-Tawbah opens without it; every other surah has it as its opening line. */
const opensWithItsOwnBismillah = (surah: number) => surah !== 1 && surah !== 9;

/** The whole surah, as the page holds it before any script: its name, its facts, every ayah numbered, and links to the surahs beside it. */
function showsTheSurah(view: HTMLElement, example: ExampleOf<'surah-text'>) {
  const surah = surahById(example.surah);
  const verses = quranVerses(surah.number);
  const title = within(view).getByRole('heading', { level: 2 });
  expect(title.textContent).toBe(`سورة ${surah.name} (${surah.englishName})`);
  const arabicName = within(title).getByText(`سورة ${surah.name}`);
  expect([arabicName.getAttribute('lang'), arabicName.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  expect(within(view).getByText(`Surah ${surah.number} · ${surah.ayat} ayat · ${revelationLabel(surah.revelation)}`)).toBeTruthy();

  const list = within(view).getAllByRole('list')[0]!;
  expect([list.tagName, list.getAttribute('lang'), list.getAttribute('dir')]).toEqual(['OL', 'ar', 'rtl']);

  // The bismillah as a line of its own, above the ayat (Al-Fatihah's first ayah is the bismillah itself).
  const bismillahLines = within(view).queryAllByText(quranVerses(1)[0]!).filter((line) => !list.contains(line));
  expect(bismillahLines.map((line) => [line.getAttribute('lang'), line.getAttribute('dir')])).toEqual(opensWithItsOwnBismillah(surah.number) ? [['ar', 'rtl']] : []);
  const ayat = within(list).getAllByRole('listitem');
  expect(ayat).toHaveLength(surah.ayat);
  expect(ayat.map((ayah) => [ayah.id, ayah.getAttribute('value'), ayah.textContent])).toEqual(
    verses.map((verse, index) => [String(index + 1), String(index + 1), `Ayah ${index + 1}: ${verse}Ayah ${index + 1} on its own page﴿${arabicDigits(index + 1)}﴾`]),
  );
  // Every verse's number leads to its own page, named in English for a screen reader, so that each
  // verse is reached by links with no script.
  ayat.forEach((ayah, index) => {
    const link = within(ayah).getByRole('link', { name: `Ayah ${index + 1} on its own page` });
    expect(link.getAttribute('href')).toBe(`${surah.to}/${index + 1}`);
    expect(within(link).getByText(`Ayah ${index + 1} on its own page`).getAttribute('lang')).toBe('en');
  });

  const neighbours = within(view).getByRole('navigation', { name: 'Surahs' });
  const previous = surah.number > 1 ? surahById(String(surah.number - 1)) : undefined;
  const next = surah.number < 114 ? surahById(String(surah.number + 1)) : undefined;
  if (previous) expectLink(neighbours, `Previous surah ${previous.number}. ${previous.englishName}`, previous.to);
  else expect(within(neighbours).queryByRole('link', { name: /^Previous surah/ })).toBeNull();
  expectLink(neighbours, 'All surahs', '/read-quran');
  if (next) expectLink(neighbours, `Next surah ${next.number}. ${next.englishName}`, next.to);
  else expect(within(neighbours).queryByRole('link', { name: /^Next surah/ })).toBeNull();
}

describeExamples(surahTextExamples, {
  default: showsTheSurah,
  first: showsTheSurah,
  withoutBismillah: showsTheSurah,
});
