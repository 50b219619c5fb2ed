import { z } from 'zod';
import { action, image, text } from '../../schema/primitives';

const card = z.strictObject({
  title: text,
  text: text,
  image: image.optional(),
  action: action.optional(),
});

export const cardsBlock = z.strictObject({
  type: z.literal('cards'),
  heading: text.optional(),
  intro: text.optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  items: z.array(card).min(1),
});

export type CardsBlock = z.output<typeof cardsBlock>;

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
