import { z } from 'zod';
import { action, image, text } from '../../schema/primitives';

export const heroBlock = z.strictObject({
  type: z.literal('hero'),
  eyebrow: text.optional(),
  heading: text,
  text: text,
  actions: z.array(action).max(3).default([]),
  image: image.optional(),
});

export type HeroBlock = z.output<typeof heroBlock>;

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
