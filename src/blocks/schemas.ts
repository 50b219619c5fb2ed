import { z } from 'zod';
import { cardsBlock } from './cards/schema';
import { galleryBlock } from './gallery/schema';
import { heroBlock } from './hero/schema';
import { notFoundBlock } from './not-found/schema';
import { pageHeaderBlock } from './page-header/schema';
import { proseBlock } from './prose/schema';
import { stepsBlock } from './steps/schema';

/** Every block an editor can put on a page. The union, the Block type and the registry derive from this list. */
export const blockSchemas = [
  pageHeaderBlock,
  heroBlock,
  proseBlock,
  cardsBlock,
  stepsBlock,
  galleryBlock,
  notFoundBlock,
] as const;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.output<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOfType<K extends BlockType> = Extract<Block, { type: K }>;
