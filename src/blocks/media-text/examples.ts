import type { Examples } from '../define';
import type { mediaTextBlock } from './schema';

export const mediaTextExamples = {
  default: {
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
  },
  /** One item under a heading of the block's own, its text first, set apart by a tint. */
  headedTextFirst: {
    type: 'media-text',
    heading: 'Our recording studio',
    intro: 'Duas and ziyarat recorded in Arabic, Urdu and English.',
    start: 'text',
    background: 'tinted',
    items: [
      {
        title: 'Mafatih al-Jinan',
        markdown: 'Supplications and ziyarat from Mafatih al-Jinan, recited slowly enough to follow.',
        image: { src: '/images/gallery-3.svg', alt: 'Ogee arabesque lattice in cream, green and gold', width: 400, height: 300 },
        action: { label: 'Request a recording', to: '/contact' },
      },
    ],
  },
} satisfies Examples<typeof mediaTextBlock>;
