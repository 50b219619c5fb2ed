import { z } from 'zod';
import { cardsBlock } from './cards/schema';
import { shopBlock } from './shop/schema';
import { searchListBlock } from './search-list/schema';
import { contactFormBlock } from './contact-form/schema';
import { bookLibraryBlock } from './book-library/schema';
import { galleryBlock } from './gallery/schema';
import { heroBlock } from './hero/schema';
import { mediaTextBlock } from './media-text/schema';
import { reviewsBlock } from './reviews/schema';
import { eventsBlock } from './events/schema';
import { legalSectionsBlock } from './legal-sections/schema';
import { ctaBlock } from './cta/schema';
import { whatsappOrderBlock } from './whatsapp-order/schema';
import { productLinksBlock } from './product-links/schema';
import { notFoundBlock } from './not-found/schema';
import { featuresBlock } from './features/schema';
import { courseCardsBlock } from './course-cards/schema';
import { teamBlock } from './team/schema';
import { testimonialsBlock } from './testimonials/schema';
import { pricingBlock } from './pricing/schema';
import { pageHeaderBlock } from './page-header/schema';
import { proseBlock } from './prose/schema';
import { stepsBlock } from './steps/schema';
import { quranReaderBlock } from './quran-reader/schema';
import { blogListBlock } from './blog-list/schema';
import { loginFormBlock } from './login-form/schema';
import { blogEditorBlock } from './blog-editor/schema';

/** Every block an editor can put on a page. The union, the Block type and the registry derive from this list. */
export const blockSchemas = [
  pageHeaderBlock,
  heroBlock,
  proseBlock,
  cardsBlock,
  shopBlock,
  searchListBlock,
  contactFormBlock,
  bookLibraryBlock,
  stepsBlock,
  galleryBlock,
  mediaTextBlock,
  reviewsBlock,
  eventsBlock,
  legalSectionsBlock,
  ctaBlock,
  whatsappOrderBlock,
  productLinksBlock,
  featuresBlock,
  courseCardsBlock,
  teamBlock,
  testimonialsBlock,
  pricingBlock,
  quranReaderBlock,
  blogListBlock,
  loginFormBlock,
  blogEditorBlock,
  notFoundBlock,
] as const;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.output<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOfType<K extends BlockType> = Extract<Block, { type: K }>;
