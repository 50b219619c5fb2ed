import type { z } from 'zod';
import type { eventsBlock } from './schema';

export const eventsExample: z.input<typeof eventsBlock> = {
  type: 'events',
  heading: 'Upcoming Events',
  items: [
    {
      title: 'Majlis e Tarheem',
      date: 'January 15, 2025',
      time: '6:00 PM',
      location: 'Community Centre',
      action: { label: 'Register Now', to: '/contact' },
    },
  ],
};
