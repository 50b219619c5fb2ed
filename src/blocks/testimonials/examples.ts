import type { Examples } from '../define';
import type { testimonialsBlock } from './schema';

export const testimonialsExamples = {
  /** A carousel of every testimonial: the one layout that runs a script. */
  default: {
    type: 'testimonials',
    heading: 'What Our Students Say',
    items: 'all',
  },
  /** Chosen testimonials all at once, in an order of the page's own: plain HTML. */
  grid: {
    type: 'testimonials',
    intro: 'Parents and students, in their own words.',
    layout: 'grid',
    items: ['bilal-parent', 'maryam-parent', 'zahra-studies'],
  },
} satisfies Examples<typeof testimonialsBlock>;
