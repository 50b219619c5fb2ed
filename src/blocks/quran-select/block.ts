import { defineIsland } from '../define';
import { quranSelectExamples } from './examples';
import { surahOptionLabel, type QuranSelectProps } from './choosing';
import { quranSelectBlock } from './schema';

/**
 * The real selects are in the page's HTML, set to where the reader is, so nothing moves when the
 * island wakes; it wakes when the reader reaches for them (a select pressed meanwhile opens once
 * its list is filled in), so a reader who only reads loads no React. It travels with what the
 * options need of each surah (number, text, number of ayat), not the whole item.
 */
export const quranSelect = defineIsland(quranSelectBlock, {
  examples: quranSelectExamples,
  hydrate: 'interaction',
  props: ({ block }): QuranSelectProps => ({
    surahs: block.surahs.map((surah) => [surah.number, surahOptionLabel(surah), surah.ayat] as const),
    surah: block.surahs.find((surah) => surah.id === block.surah)?.number,
    ayah: block.ayah,
  }),
  load: () => import('./QuranSelect.client').then((module) => module.QuranSelect),
});
