import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

export const courseCardsBlock = z.strictObject({
  type: z.literal('course-cards'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  items: itemsFrom('courses').meta({ description: '"all", or the ids of courses in content/courses.yaml, in display order' }),
  columns: z.union([z.literal(3), z.literal(4)]).default(3).meta({ description: 'Cards per row on wide screens' }),
  skipCurrent: z
    .boolean()
    .default(true)
    .meta({ description: "Leave out the course whose own page this is, so a course page lists the others" }),
}).meta({ description: 'Cards of the courses in content/courses.yaml: picture, price, rating and reviews, instructor, duration, students and a link to the course page' });

export type CourseCardsBlock = z.output<typeof courseCardsBlock>;
