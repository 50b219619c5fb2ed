import { defineBlock } from '../define';
import { surahTextBlock } from './schema';
import { surahTextExample } from './example';

/** Static: the whole text is in the page's HTML, so a surah reads (and is indexed) with no script at all. */
export const surahText = defineBlock(surahTextBlock, {
  example: surahTextExample,
  load: () => import('./SurahText').then((module) => module.SurahText),
});
