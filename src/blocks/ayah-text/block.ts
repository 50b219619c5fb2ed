import { defineBlock } from '../define';
import { ayahTextBlock } from './schema';
import { ayahTextExamples } from './examples';

/** Static: the ayah, its translations and the links around it are in the page's HTML, read with no script. */
export const ayahText = defineBlock(ayahTextBlock, {
  examples: ayahTextExamples,
  load: () => import('./AyahText').then((module) => module.AyahText),
  searchKind: () => 'quran',
});
