import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { quranSettingsExamples } from '../../../../src/blocks/quran-settings/examples';
import { describeExamples } from '../../support/blockExamples';
import { islandProps } from '../../support/pageQueries';
import { surahById } from '../../support/surahs';

/** The settings are folded away under their summary, and the island wakes with the surah it reads and the two beside it. */
function foldedSettingsOf(view: HTMLElement, surahId: string): HTMLElement {
  const surah = surahById(surahId);
  const summary = within(view).getByText('Reading settings and keyboard shortcuts');
  expect(summary.tagName).toBe('SUMMARY');
  const panel = summary.closest('details')!;
  expect(panel.hasAttribute('open')).toBe(false);
  expect(within(panel).getByRole('combobox', { name: 'Text size', hidden: true })).toBeTruthy();
  expect(within(panel).getByRole('checkbox', { name: 'Keyboard shortcuts', hidden: true })).toBeTruthy();
  // Hands-free scrolling's pace, in lines a minute, and how the page follows the reader, said beside the settings.
  const pace = within(panel).getByRole<HTMLSelectElement>('combobox', { name: 'Auto-scroll pace', hidden: true });
  expect(pace.selectedOptions[0]?.textContent).toBe('10 lines a minute');
  expect(panel.textContent).toMatch(/S start or stop auto-scroll, \+ and - faster and slower/);
  expect(panel.textContent).toMatch(/the ayah at the top of the text is marked/);
  expect(panel.textContent).toMatch(/A tap or a click on the page, a key, the mouse wheel or moving focus to a control pauses it/);
  expect(islandProps(view).block.surah).toMatchObject({
    surah: { number: surah.number, englishName: surah.englishName, to: surah.to },
    previous: { number: surah.number - 1 },
    next: { number: surah.number + 1 },
  });
  return panel;
}

describeExamples(quranSettingsExamples, {
  default: (view, { surah }) => {
    // The shipped translations' choices need the page's script: the HTML has none, and no remote one.
    const panel = foldedSettingsOf(view, surah);
    expect(within(panel).queryByRole('combobox', { name: 'Translation', hidden: true })).toBeNull();
    expect(within(panel).queryByRole('checkbox', { name: 'Urdu', hidden: true })).toBeNull();
  },

  remoteTranslations: (view, { surah }) => {
    // The public Quran API offers its English and Urdu, off until the reader picks one.
    const panel = foldedSettingsOf(view, surah);
    const translation = within(panel).getByRole('combobox', { name: 'Translation', hidden: true });
    expect(within(translation).getAllByRole('option', { hidden: true }).map((option) => [option.textContent, (option as HTMLOptionElement).selected])).toEqual([
      ['Off', true],
      ['English', false],
      ['Urdu', false],
    ]);
  },
});
