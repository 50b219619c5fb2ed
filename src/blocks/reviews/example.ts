import type { z } from 'zod';
import type { reviewsBlock } from './schema';

export const reviewsExample: z.input<typeof reviewsBlock> = {
  type: 'reviews',
  heading: 'What Our Customers Say',
  items: [
    { quote: 'The Aqeeq ring is even better than the pictures, and it fits perfectly.', name: 'Asad Hussain' },
    { quote: 'My daughter now explains the algebra questions to me.', name: 'Rukhsana Jafri', role: 'Parent of a Grade 9 student' },
  ],
};
