import { defineBlock } from '../define';
import { galleryBlock } from './schema';
import { galleryExample } from './example';

export const gallery = defineBlock(galleryBlock, {
  example: galleryExample,
  load: () => import('./Gallery').then((module) => module.Gallery),
});
