import { defineBlock } from '../define';
import { surahTextBlock } from './schema';
import { surahTextExamples } from './examples';

/** Static: the whole text is in the page's HTML, so a surah reads (and is indexed) with no script at all. */
export const surahText = defineBlock(surahTextBlock, {
  examples: surahTextExamples,
  load: () => import('./SurahText').then((module) => module.SurahText),
  searchKind: () => 'quran',
});
