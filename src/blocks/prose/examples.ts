import type { Examples } from '../define';
import type { proseBlock } from './schema';

export const proseExamples = {
  default: {
    type: 'prose',
    heading: 'About the course',
    markdown: 'Classes are **one to one**, thirty minutes long. [Ask us](/contact) about a trial class.\n\n- Qualified teachers\n- Flexible times',
  },
  /** A longer text kept in its own file, with headings of its own and the site settings it quotes, set apart by a tint. */
  fromFile: {
    type: 'prose',
    background: 'tinted',
    markdown: { file: 'texts/help/support.md' },
  },
} satisfies Examples<typeof proseBlock>;
