import { defineBlock } from '../define';
import { mediaTextBlock } from './schema';
import { mediaTextExample } from './example';

export const mediaText = defineBlock(mediaTextBlock, {
  example: mediaTextExample,
  load: () => import('./MediaText').then((module) => module.MediaText),
});
