import { z } from 'zod';
import { image, route, text } from '../primitives';

/**
 * A course: its card in the course lists, and the values its page shows. The page fields are
 * optional here because a course list may stand without pages; the template "course" in
 * pages.yaml reports any it quotes that an item leaves out. The page's text is
 * content/texts/courses/<id>.md.
 */
export const courseSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  courseName: text.meta({ description: 'The name on the card' }),
  instructor: text.meta({ description: 'The teacher named on the card' }),
  rating: z.union([z.literal(4), z.literal(5)]).meta({ description: 'Stars, 4 or 5; the card shows rating × 24 reviews' }),
  students: text.meta({ description: 'Shown as written, for example "120+"' }),
  image,
  to: route.meta({ description: 'The course page, for example "/tajweed"' }),
  summary: text.meta({ description: 'A sentence or two about the course' }),
  description: text.optional().meta({ description: "The page's search result and social preview text" }),
  subtitle: text.optional().meta({ description: 'The line under the page heading' }),
  headline: text.optional().meta({ description: 'The heading beside the image at the top of the page' }),
  pitch: text.optional().meta({ description: 'The text beside the image; the page adds "Taught by <instructor> and our team of qualified teachers."' }),
});

export type Course = z.output<typeof courseSchema>;
