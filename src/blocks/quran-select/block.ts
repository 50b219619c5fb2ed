import { readerAddressesFor } from '../../services/quran/ayahAddress';
import { defineIsland } from '../define';
import { quranSelectExamples } from './examples';
import type { QuranSelectProps } from './choosing';
import { quranSelectBlock } from './schema';
import { surahChoice } from './surahChoices';

/**
 * The real selects are in the page's HTML, set to where the reader is, so nothing moves when the
 * island wakes; it wakes when the reader reaches for them (a select pressed meanwhile opens once
 * its list is filled in), so a reader who only reads loads no React. It travels with where the
 * reader is alone, and its texts: the list of every surah is one file, fetched as it wakes.
 */
export const quranSelect = defineIsland(quranSelectBlock, {
  examples: quranSelectExamples,
  hydrate: 'interaction',
  props: ({ block, locale }): QuranSelectProps => ({
    surah: block.surah && surahChoice(block.surah.surah),
    ayah: block.ayah,
    text: locale.messages.reader.quranSelect,
    formats: locale.formats,
    direction: locale.direction,
    reader: readerAddressesFor(locale.prefix),
  }),
  load: () => import('./QuranSelect.client').then((module) => module.QuranSelect),
});
