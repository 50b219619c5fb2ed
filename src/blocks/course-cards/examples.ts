import type { Examples } from '../define';
import type { courseCardsBlock } from './schema';

export const courseCardsExamples = {
  default: {
    type: 'course-cards',
    heading: 'Popular Courses',
    intro: 'Free, one-to-one and at times that suit you.',
    items: 'all',
  },
  /** Chosen courses in an order of the page's own, four to a row. */
  chosenCourses: {
    type: 'course-cards',
    heading: 'Start here',
    items: ['tajweed', 'quran-reading'],
    columns: 4,
  },
} satisfies Examples<typeof courseCardsBlock>;
