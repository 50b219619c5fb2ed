import { cardsExample } from './cards/schema';
import { galleryExample } from './gallery/schema';
import { heroExample } from './hero/schema';
import { notFoundExample } from './not-found/schema';
import { pageHeaderExample } from './page-header/schema';
import { proseExample } from './prose/schema';
import type { BlockInput, BlockType } from './schemas';
import { stepsExample } from './steps/schema';

/** One example per block type, as an editor would write it; a test renders each one. */
export const blockExamples = {
  'page-header': pageHeaderExample,
  hero: heroExample,
  prose: proseExample,
  cards: cardsExample,
  steps: stepsExample,
  gallery: galleryExample,
  'not-found': notFoundExample,
} satisfies { [K in BlockType]: Extract<BlockInput, { type: K }> };
