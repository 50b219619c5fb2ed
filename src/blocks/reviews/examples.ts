import type { Examples } from '../define';
import type { reviewsBlock } from './schema';

export const reviewsExamples = {
  /** Quotes written in the block itself. */
  default: {
    type: 'reviews',
    heading: 'What Our Customers Say',
    items: [
      { quote: 'The Aqeeq ring is even better than the pictures, and it fits perfectly.', name: 'Asad Hussain' },
      { quote: 'My daughter now explains the algebra questions to me.', name: 'Rukhsana Jafri', role: 'Parent of a Grade 9 student' },
    ],
  },
  /** Quotes named by their ids in content/reviews.yaml, set apart by a tint. */
  fromContent: {
    type: 'reviews',
    heading: 'What Attendees Say',
    intro: 'Families who held a majlis with us.',
    background: 'tinted',
    items: ['majlis-attendee-2', 'majlis-attendee-1'],
  },
} satisfies Examples<typeof reviewsBlock>;
