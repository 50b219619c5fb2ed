import { z } from 'zod';
import { image, text } from '../../schema/primitives';

export const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  images: z.array(image).min(1).meta({ description: 'The pictures, in display order' }),
}).meta({ description: 'A grid of pictures' });

export type GalleryBlock = z.output<typeof galleryBlock>;

export const galleryExample: z.input<typeof galleryBlock> = {
  type: 'gallery',
  heading: 'Gallery',
  images: [
    { src: '/images/gallery-1.svg', alt: 'Eight-pointed star pattern in green and gold', width: 400, height: 300 },
    { src: '/images/gallery-2.svg', alt: 'Interlaced hexagon pattern in teal', width: 400, height: 300 },
  ],
};
