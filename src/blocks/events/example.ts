import type { z } from 'zod';
import type { eventsBlock } from './schema';

export const eventsExample: z.input<typeof eventsBlock> = {
  type: 'events',
  heading: 'Upcoming Events',
  items: [
    {
      title: 'Majlis e Tarheem',
      date: '2025-01-15',
      time: '18:00',
      location: 'Community Centre',
      action: { label: 'Register Now', to: '/contact' },
    },
  ],
};
