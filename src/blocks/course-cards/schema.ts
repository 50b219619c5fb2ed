import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const courseCardsBlock = z.strictObject({
  type: z.literal('course-cards'),
  heading: text.optional(),
  intro: text.optional(),
  items: itemsFrom('courses'),
  columns: z.union([z.literal(3), z.literal(4)]).default(3).meta({ description: 'Cards per row on wide screens' }),
  skipCurrent: z
    .boolean()
    .default(true)
    .meta({ description: "Leave out the course whose own page this is, so a course page lists the others" }),
});

export type CourseCardsBlock = z.output<typeof courseCardsBlock>;

export const courseCardsExample: z.input<typeof courseCardsBlock> = {
  type: 'course-cards',
  heading: 'Popular Courses',
  intro: 'Free, one-to-one and at times that suit you.',
  items: 'all',
};
