import type { Examples } from '../define';
import type { eventsBlock } from './schema';

export const eventsExamples = {
  default: {
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
  },
  /** Several events, one told in a sentence and with no button, at a morning and a midnight hour. */
  severalEvents: {
    type: 'events',
    heading: 'This month',
    intro: 'Everyone is welcome; the online gatherings need no registration.',
    items: [
      {
        title: 'Dua Kumayl',
        date: '2025-02-06',
        time: '00:00',
        location: 'Online (Zoom)',
        description: 'Recited together on the eve of Friday, with its translation on screen.',
      },
      {
        title: 'Tajweed workshop',
        date: '2025-02-22',
        time: '09:30',
        location: 'Community Centre',
        action: { label: 'Book a place', to: '/contact' },
      },
    ],
  },
} satisfies Examples<typeof eventsBlock>;
