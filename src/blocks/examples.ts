import { cardsExample } from './cards/schema';
import { shopExample } from './shop/schema';
import { searchListExample } from './search-list/schema';
import { contactFormExample } from './contact-form/schema';
import { bookLibraryExample } from './book-library/schema';
import { galleryExample } from './gallery/schema';
import { heroExample } from './hero/schema';
import { mediaTextExample } from './media-text/schema';
import { reviewsExample } from './reviews/schema';
import { eventsExample } from './events/schema';
import { legalSectionsExample } from './legal-sections/schema';
import { ctaExample } from './cta/schema';
import { whatsappOrderExample } from './whatsapp-order/schema';
import { productLinksExample } from './product-links/schema';
import { notFoundExample } from './not-found/schema';
import { featuresExample } from './features/schema';
import { courseCardsExample } from './course-cards/schema';
import { teamExample } from './team/schema';
import { testimonialsExample } from './testimonials/schema';
import { pricingExample } from './pricing/schema';
import { pageHeaderExample } from './page-header/schema';
import { proseExample } from './prose/schema';
import type { BlockInput, BlockType } from './schemas';
import { stepsExample } from './steps/schema';
import { quranReaderExample } from './quran-reader/schema';
import { blogListExample } from './blog-list/schema';
import { loginFormExample } from './login-form/schema';
import { blogEditorExample } from './blog-editor/schema';

/** One example per block type, as an editor would write it; a test renders each one. */
export const blockExamples = {
  'page-header': pageHeaderExample,
  hero: heroExample,
  prose: proseExample,
  cards: cardsExample,
  shop: shopExample,
  'search-list': searchListExample,
  'contact-form': contactFormExample,
  'book-library': bookLibraryExample,
  steps: stepsExample,
  gallery: galleryExample,
  'media-text': mediaTextExample,
  reviews: reviewsExample,
  events: eventsExample,
  'legal-sections': legalSectionsExample,
  cta: ctaExample,
  'whatsapp-order': whatsappOrderExample,
  'product-links': productLinksExample,
  features: featuresExample,
  'course-cards': courseCardsExample,
  team: teamExample,
  testimonials: testimonialsExample,
  pricing: pricingExample,
  'quran-reader': quranReaderExample,
  'blog-list': blogListExample,
  'login-form': loginFormExample,
  'blog-editor': blogEditorExample,
  'not-found': notFoundExample,
} satisfies { [K in BlockType]: Extract<BlockInput, { type: K }> };
