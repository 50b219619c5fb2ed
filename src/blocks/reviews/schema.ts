import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

const inlineReview = z.strictObject({
  quote: text.meta({ description: 'The words quoted' }),
  name: text.meta({ description: 'Who said them' }),
  role: text.optional().meta({ description: 'Who they are, such as "Parent of a student"' }),
});

export const reviewsBlock = z.strictObject({
  type: z.literal('reviews'),
  heading: text.meta({ description: 'The heading over the block' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  background: z.enum(['plain', 'tinted']).default('plain').meta({ description: 'tinted lays a soft colour behind the block, to set it apart from the blocks around it' }),
  items: z
    .union([z.array(inlineReview).min(1), itemsFrom('reviews')])
    .meta({ description: 'The ids of quotes in content/reviews.yaml, in display order, or quotes written here' }),
}).meta({ description: 'Quotes from students or customers, with their names' });

export type ReviewsBlock = z.output<typeof reviewsBlock>;
