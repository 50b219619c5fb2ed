import type { z } from 'zod';
import type { proseBlock } from './schema';

export const proseExample: z.input<typeof proseBlock> = {
  type: 'prose',
  heading: 'About the course',
  markdown: 'Classes are **one to one**, thirty minutes long. [Ask us](/contact) about a trial class.\n\n- Qualified teachers\n- Flexible times',
};
