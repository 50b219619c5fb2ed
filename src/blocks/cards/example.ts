import type { z } from 'zod';
import type { cardsBlock } from './schema';

export const cardsExample: z.input<typeof cardsBlock> = {
  type: 'cards',
  heading: 'Our services',
  intro: 'Everything the academy offers, in one place.',
  items: [
    {
      title: 'Aqiqah Service',
      text: 'We arrange the Aqiqah on your behalf and send you confirmation.',
      image: { src: '/images/gallery-1.svg', alt: 'Geometric pattern in green and gold', width: 400, height: 300 },
      action: { label: 'Read more', to: '/akeeka' },
    },
    { title: 'Online Istikhara', text: 'Ask a scholar for guidance by video call or chat.', action: { label: 'Read more', to: '/istikhara' } },
  ],
};
