import type { z } from 'zod';
import type { mediaTextBlock } from './schema';

export const mediaTextExample: z.input<typeof mediaTextBlock> = {
  type: 'media-text',
  items: [
    {
      title: 'Quran Khawani',
      markdown: 'Recitation of the whole Quran for the soul of your loved one, by our teachers and students.',
      image: { src: '/images/gallery-1.svg', alt: 'Eight-pointed star pattern in green and gold', width: 400, height: 300 },
      action: { label: 'Contact Us', to: '/contact' },
    },
    {
      title: 'Qaza Namaz',
      markdown: 'Missed prayers offered on behalf of the departed, counted and confirmed to the family.',
      image: { src: '/images/gallery-2.svg', alt: 'Interlaced hexagons in teal and cream', width: 400, height: 300 },
    },
  ],
};
