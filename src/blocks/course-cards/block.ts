import { defineBlock } from '../define';
import { courseCardsBlock } from './schema';
import { courseCardsExamples } from './examples';

export const courseCards = defineBlock(courseCardsBlock, {
  examples: courseCardsExamples,
  load: () => import('./CourseCards').then((module) => module.CourseCards),
});
