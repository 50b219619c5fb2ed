import { defineBlock } from '../define';
import { galleryBlock } from './schema';
import { galleryExamples } from './examples';

export const gallery = defineBlock(galleryBlock, {
  examples: galleryExamples,
  load: () => import('./Gallery').then((module) => module.Gallery),
});
