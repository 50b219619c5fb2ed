import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { text } from '../../schema/primitives';

const inlineReview = z.strictObject({ quote: text, name: text, role: text.optional() });

export const reviewsBlock = z.strictObject({
  type: z.literal('reviews'),
  heading: text,
  intro: text.optional(),
  background: z.enum(['plain', 'tinted']).default('plain'),
  items: z
    .union([z.array(inlineReview).min(1), itemsFrom('reviews')])
    .meta({ description: 'The ids of quotes in content/reviews.yaml, in display order, or quotes written here' }),
});

export type ReviewsBlock = z.output<typeof reviewsBlock>;

export const reviewsExample: z.input<typeof reviewsBlock> = {
  type: 'reviews',
  heading: 'What Our Customers Say',
  items: [
    { quote: 'The Aqeeq ring is even better than the pictures, and it fits perfectly.', name: 'Asad Hussain' },
    { quote: 'My daughter now explains the algebra questions to me.', name: 'Rukhsana Jafri', role: 'Parent of a Grade 9 student' },
  ],
};
