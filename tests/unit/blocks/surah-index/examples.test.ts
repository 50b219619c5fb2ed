import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { surahIndexExamples } from '../../../../src/blocks/surah-index/examples';
import { describeExamples, type ExampleOf } from '../../support/blockExamples';
import { expectLink, itemsOfFirstList } from '../../support/pageQueries';
import { contentFile } from '../../support/realSite';
import { revelationLabel, surahById } from '../../support/surahs';

/** A row for each surah the example picks (all of content/surahs.yaml unless it names some), each linking to its page. */
function showsTheIndex(view: HTMLElement, { surahs: picked = 'all' }: ExampleOf<'surah-index'>) {
  const surahs = picked === 'all' ? contentFile('surahs') : picked.map(surahById);
  expect(within(view).getByRole('searchbox', { name: 'Find a surah by name or number' })).toBeTruthy();
  expect(within(view).getByRole('status').textContent).toBe(`${surahs.length} of ${surahs.length} surahs`);
  const rows = itemsOfFirstList(view);
  expect(rows).toHaveLength(surahs.length);
  surahs.forEach((surah, index) => {
    const row = rows[index]!;
    expect(row.textContent).toContain(`Surah ${surah.number}`);
    expectLink(row, surah.englishName, surah.to);
    // Beside the link: some meanings are the English name itself (Hud).
    expect(within(row).getAllByText(surah.meaning).filter((text) => !text.closest('a'))).toHaveLength(1);
    const arabic = within(row).getByText(surah.name);
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    expect(within(row).getByText(`${surah.ayat} ayat · ${revelationLabel(surah.revelation)}`)).toBeTruthy();
  });
}

describeExamples(surahIndexExamples, {
  default: showsTheIndex,
  allSurahs: showsTheIndex,
});
