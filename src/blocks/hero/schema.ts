import { z } from 'zod';
import { action, image, text } from '../../schema/primitives';

export const heroBlock = z.strictObject({
  type: z.literal('hero'),
  eyebrow: text.optional().meta({ description: 'A short line above the heading' }),
  heading: text.meta({ description: 'The heading over the block' }),
  text: text.meta({ description: 'The line of text under the heading' }),
  actions: z.array(action).max(3).default([]).meta({ description: 'Up to three buttons under the text' }),
  image: image.optional().meta({ description: 'The picture beside the text on wide screens' }),
}).meta({ description: 'A large opening banner: a heading, a line of text, up to three buttons and a picture beside them' });

export type HeroBlock = z.output<typeof heroBlock>;
