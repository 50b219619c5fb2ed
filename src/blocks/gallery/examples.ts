import type { Examples } from '../define';
import type { galleryBlock } from './schema';

export const galleryExamples = {
  default: {
    type: 'gallery',
    heading: 'Gallery',
    images: [
      { src: '/images/gallery-1.svg', alt: 'Eight-pointed star pattern in green and gold', width: 400, height: 300 },
      { src: '/images/gallery-2.svg', alt: 'Interlaced hexagon pattern in teal', width: 400, height: 300 },
    ],
  },
} satisfies Examples<typeof galleryBlock>;
