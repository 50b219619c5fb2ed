import { defineBlock } from '../define';
import { mediaTextBlock } from './schema';
import { mediaTextExamples } from './examples';

export const mediaText = defineBlock(mediaTextBlock, {
  examples: mediaTextExamples,
  load: () => import('./MediaText').then((module) => module.MediaText),
});
