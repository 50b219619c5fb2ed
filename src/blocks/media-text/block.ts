import { defineBlock } from '../define';
import { mediaTextBlock, mediaTextExample } from './schema';

export const mediaText = defineBlock(mediaTextBlock, {
  example: mediaTextExample,
  load: () => import('./MediaText').then((module) => module.MediaText),
});
