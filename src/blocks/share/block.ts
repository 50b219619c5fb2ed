import { defineIsland } from '../define';
import { shareBlock } from './schema';
import { shareExamples } from './examples';

/**
 * An island for one button: it wakes once the browser is idle after the page is drawn, as a
 * reader reaches for it after reading, and never competes with the text.
 */
export const share = defineIsland(shareBlock, {
  examples: shareExamples,
  hydrate: 'idle',
  props: ({ block, page }) => ({ block, title: page.title }),
  load: () => import('./Share.client').then((module) => module.Share),
});
