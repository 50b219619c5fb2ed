import type { Examples } from '../define';
import type { cardsBlock } from './schema';

export const cardsExamples = {
  default: {
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
  },
  /** Text alone, two to a row, and no heading over them: each card's title is then the page's next heading level. */
  textOnly: {
    type: 'cards',
    columns: 2,
    items: [
      { title: 'How long is a class?', text: 'Thirty minutes, one to one, at a time you choose.' },
      { title: 'Can I choose my teacher?', text: 'Yes: ask for a male or a female teacher when you enrol.' },
    ],
  },
} satisfies Examples<typeof cardsBlock>;
