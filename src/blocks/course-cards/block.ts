import { defineBlock } from '../define';
import { courseCardsBlock, courseCardsExample } from './schema';

export const courseCards = defineBlock(courseCardsBlock, {
  example: courseCardsExample,
  load: () => import('./CourseCards').then((module) => module.CourseCards),
});
