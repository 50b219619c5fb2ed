import type { z } from 'zod';
import type { heroBlock } from './schema';

export const heroExample: z.input<typeof heroBlock> = {
  type: 'hero',
  eyebrow: 'Online Quran Academy',
  heading: 'Learn the Quran from home',
  text: 'One-to-one classes with qualified teachers, at times that suit your family.',
  actions: [
    { label: 'Explore Courses', to: '/courses' },
    { label: 'Start Learning', to: '/contact', variant: 'secondary' },
  ],
  image: { src: '/images/hero.svg', alt: 'An open Quran on a stand, drawn in geometric lines', width: 560, height: 480 },
};
