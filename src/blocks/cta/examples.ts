import type { Examples } from '../define';
import type { ctaBlock } from './schema';

export const ctaExamples = {
  default: {
    type: 'cta',
    heading: 'Have a question of your own?',
    text: 'Send it to us and a scholar will answer you personally.',
    actions: [{ label: 'Submit Question', to: '/contact' }],
  },
  /** As many buttons as the band holds, one of them leaving the site, and no line of text. */
  threeActions: {
    type: 'cta',
    heading: 'Ready to begin?',
    actions: [
      { label: 'Start Learning', to: '/contact' },
      { label: 'See the fees', to: '/fee', variant: 'secondary' },
      { label: 'Watch on YouTube', to: 'https://www.youtube.com/@alnoor', variant: 'light' },
    ],
  },
} satisfies Examples<typeof ctaBlock>;
