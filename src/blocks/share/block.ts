import { defineIsland } from '../define';
import { shareBlock } from './schema';
import { shareExamples } from './examples';

/**
 * An island for one button: it wakes when the reader reaches for it (a press meanwhile is held and
 * pressed again once awake), so a reader who only reads loads no React.
 */
export const share = defineIsland(shareBlock, {
  examples: shareExamples,
  hydrate: 'interaction',
  props: ({ block, page, locale }) => ({ block, title: page.title, text: locale.messages.blocks.share }),
  load: () => import('./Share.client').then((module) => module.Share),
});
