import { defineBlock } from '../define';
import { galleryBlock, galleryExample } from './schema';

export const gallery = defineBlock(galleryBlock, {
  example: galleryExample,
  load: () => import('./Gallery').then((module) => module.Gallery),
});
