import { defineBlock } from '../define';
import { courseCardsBlock } from './schema';
import { courseCardsExample } from './example';

export const courseCards = defineBlock(courseCardsBlock, {
  example: courseCardsExample,
  load: () => import('./CourseCards').then((module) => module.CourseCards),
});
