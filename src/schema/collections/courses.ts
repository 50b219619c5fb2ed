import { z } from 'zod';
import { image, route, text } from '../primitives';

const wholeNumber = z.number().int().nonnegative();

/** How the classes are given, as the course page tells search engines (schema.org's CourseInstance and Schedule). */
const classesSchema = z
  .strictObject({
    mode: z.enum(['Online', 'Onsite', 'Blended']).meta({ description: 'Where the classes take place: Online, Onsite or Blended' }),
    minutes: wholeNumber.positive().meta({ description: 'How long one class lasts, in minutes' }),
    repeat: z.enum(['Daily', 'Weekly', 'Monthly']).meta({ description: 'How often a class comes round: Daily, Weekly or Monthly' }),
    times: wholeNumber.positive().meta({ description: 'How many times it comes round, for example 4 weekly classes' }),
  })
  .meta({ description: 'The classes, as search engines are told: how they are given, how long each lasts and how often they come round' });

/**
 * A course: its card in the course lists, the facts its page tells search engines, and the values
 * its page shows. The page fields are optional here because a course list may stand without
 * pages; the template "course" in pages.yaml reports any it quotes that an item leaves out. The
 * page's text is content/texts/courses/<id>.md.
 */
export const courseSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  courseName: text.meta({ description: 'The name on the card' }),
  instructor: text.meta({ description: 'The teacher named on the card' }),
  rating: z.union([z.literal(4), z.literal(5)]).meta({ description: 'Stars, 4 or 5' }),
  reviews: wholeNumber.meta({ description: 'The number of reviews the card shows beside the stars, as "(120 reviews)"' }),
  students: text.meta({ description: 'Shown as written, for example "120+"' }),
  price: wholeNumber.meta({ description: 'Whole Pakistani rupees; 0 reads "Free" on the card and tells search engines the course is free' }),
  duration: text.meta({ description: 'How long the course takes, shown on the card as written, for example "Flexible" or "6 months"' }),
  image,
  to: route.meta({ description: 'The course page, for example "/tajweed"' }),
  summary: text.meta({ description: 'A sentence or two about the course' }),
  description: text.optional().meta({ description: "The page's search result and social preview text" }),
  subtitle: text.optional().meta({ description: 'The line under the page heading' }),
  headline: text.optional().meta({ description: 'The heading beside the image at the top of the page' }),
  pitch: text.optional().meta({ description: 'The text beside the image; the page adds "Taught by <instructor> and our team of qualified teachers."' }),
  languages: z.array(text).min(1).meta({ description: 'The languages the course is taught in, as search engines are told, for example [English, Urdu]' }),
  classes: classesSchema,
});

export type Course = z.output<typeof courseSchema>;
