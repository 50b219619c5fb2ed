import type { Examples } from '../define';
import type { heroBlock } from './schema';

export const heroExamples = {
  default: {
    type: 'hero',
    eyebrow: 'Online Quran Academy',
    heading: 'Learn the Quran from home',
    text: 'One-to-one classes with qualified teachers, at times that suit your family.',
    actions: [
      { label: 'Explore Courses', to: '/courses' },
      { label: 'Start Learning', to: '/contact', variant: 'secondary' },
    ],
    image: { src: '/images/hero.svg', alt: 'An open Quran on a stand, drawn in geometric lines', width: 560, height: 480 },
  },
  /** One button and no picture or eyebrow: the text takes the whole banner. */
  oneAction: {
    type: 'hero',
    heading: 'Religious services, arranged for you',
    text: 'Aqiqah, Quran Khawani and more, arranged from anywhere.',
    actions: [{ label: 'See the services', to: '/religious-services' }],
  },
} satisfies Examples<typeof heroBlock>;
