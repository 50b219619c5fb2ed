import { z } from 'zod';
import { image, text } from '../../schema/primitives';

export const galleryBlock = z.strictObject({
  type: z.literal('gallery'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  images: z.array(image).min(1).meta({ description: 'The pictures, in display order' }),
}).meta({ description: 'A grid of pictures' });

export type GalleryBlock = z.output<typeof galleryBlock>;
