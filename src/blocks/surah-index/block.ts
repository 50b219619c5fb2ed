import { readerAddressesFor } from '../../services/quran/ayahAddress';
import { LAST_READ_KEY } from '../../services/quran/lastRead';
import { defineIsland } from '../define';
import { surahIndexBlock } from './schema';
import { surahIndexExamples } from './examples';

/**
 * The whole list is in the page's HTML; the island adds the search, the "continue reading" link
 * (which only this device knows) and sends the reader's old query links (?surah=2&ayah=255) to the
 * ayah's own page (the surah's for its first ayah), each in the page's language. A reader who only follows a link never loads
 * it: it wakes when the search or the offline button is reached for, and at once where this device
 * has a place to resume or the address is an old link (which then moves on without a visible pause).
 */
export const surahIndex = defineIsland(surahIndexBlock, {
  examples: surahIndexExamples,
  hydrate: 'interaction',
  wakeAtLoadWhen: { stored: [LAST_READ_KEY], query: ['surah'] },
  props: ({ block, locale }) => ({ block, text: locale.messages.reader.surahIndex, facts: locale.messages.reader.surahFacts, formats: locale.formats, reader: readerAddressesFor(locale.prefix) }),
  load: () => import('./SurahIndex.client').then((module) => module.SurahIndex),
  searchKind: () => 'quran',
});
