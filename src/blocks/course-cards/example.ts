import type { z } from 'zod';
import type { courseCardsBlock } from './schema';

export const courseCardsExample: z.input<typeof courseCardsBlock> = {
  type: 'course-cards',
  heading: 'Popular Courses',
  intro: 'Free, one-to-one and at times that suit you.',
  items: 'all',
};
