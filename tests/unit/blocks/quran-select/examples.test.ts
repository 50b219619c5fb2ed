import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import type { QuranSelectProps } from '../../../../src/blocks/quran-select/choosing';
import { quranSelectExamples } from '../../../../src/blocks/quran-select/examples';
import { en } from '../../../../src/i18n/messages/en';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { englishLocale } from '../../support/locale';
import { surahById } from '../../support/surahs';

const HINT = 'A surah or ayah opens as soon as you choose it. If you move through a list with the arrow keys, press Enter or Read to open your choice.';

const options = (select: HTMLElement) => within(select).getAllByRole<HTMLOptionElement>('option');

/**
 * The served controls: a real form to the index (where ?surah=2&ayah=255 is forwarded to the page it
 * names), "Select Surah" and the Read button, and the hint that says what a choice does, tied to each
 * select. The served selects hold the place chosen alone; the island's props say where the page is
 * (the surah's number, option text "{Arabic name} - {English name}" and number of ayat) and carry
 * the controls' texts in the page's language and its direction, and the list of every surah is a file of its own
 * (surahChoices.test.ts).
 */
function showsTheControls(view: HTMLElement, { surah, ayah }: ExampleOf<'quran-select'>): HTMLSelectElement {
  const form = view.querySelector('form')!;
  expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/read-quran']);
  const select = within(view).getByRole<HTMLSelectElement>('combobox', { name: 'Select Surah' });
  expect(select.name).toBe('surah');
  expect(within(view).getByRole('button', { name: 'Read' }).getAttribute('type')).toBe('submit');
  for (const field of within(view).getAllByRole('combobox')) {
    expect(view.ownerDocument.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(HINT);
  }

  const props = JSON.parse(view.nextElementSibling!.textContent) as QuranSelectProps;
  const item = surah === undefined ? undefined : surahById(surah);
  expect(props).toEqual({
    ...(item && { surah: [item.number, `${item.name} - ${item.englishName}`, item.ayat] }),
    ...(ayah && { ayah }),
    text: en.reader.quranSelect,
    formats: englishLocale.formats,
    direction: 'ltr',
    reader: { prefix: '', ayahPages: true },
  });
  return select;
}

/** Set to the example's surah and ayah: "Ayah 1" (the whole surah) unless an ayah is named. */
function setToThePlace(view: HTMLElement, example: ExampleOf<'quran-select'>) {
  const surah = surahById(example.surah!);
  const select = showsTheControls(view, example);
  expect(options(select).map((option) => [option.textContent, option.value, option.lang, option.selected])).toEqual([
    [`${surah.name} - ${surah.englishName}`, String(surah.number), 'ar', true],
  ]);
  const ayat = within(view).getByRole<HTMLSelectElement>('combobox', { name: 'Select Ayah' });
  expect(ayat.name).toBe('ayah');
  const ayah = example.ayah ?? 1;
  expect(options(ayat).map((option) => [option.textContent, option.value, option.selected])).toEqual([[`Ayah ${ayah}`, String(ayah), true]]);
}

describeExamples(quranSelectExamples, {
  default: setToThePlace,
  ayahPage: setToThePlace,
  index: (view, example) => {
    // No surah is chosen yet: the select asks for one, and "Select Ayah" is not there.
    const select = showsTheControls(view, example);
    expect(select.required).toBe(true);
    expect(options(select).map((option) => [option.textContent, option.value, option.disabled, option.selected])).toEqual([['Choose a surah', '', true, true]]);
    expect(within(view).queryByRole('combobox', { name: 'Select Ayah' })).toBeNull();
  },
});
