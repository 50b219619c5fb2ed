import type { ComponentType } from 'react';
import type { BlockOfType, BlockType } from './schemas';
import type { BlockProps } from './types';

type BlockLoaders = { [K in BlockType]: () => Promise<ComponentType<BlockProps<BlockOfType<K>>>> };

/**
 * How to load the component of each block type. A type without a component, or a component whose
 * props do not match its schema, fails to compile. Every block is its own chunk, so a page loads
 * the code of the blocks it shows and nothing else; the page's chunks arrive before hydration.
 * Interactive blocks live in `*.client.tsx` files.
 */
export const blockLoaders = {
  'page-header': () => import('./page-header/PageHeader').then((module) => module.PageHeader),
  hero: () => import('./hero/Hero').then((module) => module.Hero),
  prose: () => import('./prose/Prose').then((module) => module.Prose),
  cards: () => import('./cards/Cards').then((module) => module.Cards),
  shop: () => import('./shop/Shop.client').then((module) => module.Shop),
  'search-list': () => import('./search-list/SearchList.client').then((module) => module.SearchList),
  'contact-form': () => import('./contact-form/ContactForm.client').then((module) => module.ContactForm),
  'book-library': () => import('./book-library/BookLibrary.client').then((module) => module.BookLibrary),
  steps: () => import('./steps/Steps').then((module) => module.Steps),
  gallery: () => import('./gallery/Gallery').then((module) => module.Gallery),
  'media-text': () => import('./media-text/MediaText').then((module) => module.MediaText),
  reviews: () => import('./reviews/Reviews').then((module) => module.Reviews),
  events: () => import('./events/Events').then((module) => module.Events),
  'legal-sections': () => import('./legal-sections/LegalSections').then((module) => module.LegalSections),
  cta: () => import('./cta/Cta').then((module) => module.Cta),
  'whatsapp-order': () => import('./whatsapp-order/WhatsappOrder').then((module) => module.WhatsappOrder),
  'product-links': () => import('./product-links/ProductLinks').then((module) => module.ProductLinks),
  features: () => import('./features/Features').then((module) => module.Features),
  'course-cards': () => import('./course-cards/CourseCards').then((module) => module.CourseCards),
  team: () => import('./team/Team').then((module) => module.Team),
  testimonials: () => import('./testimonials/Testimonials.client').then((module) => module.Testimonials),
  pricing: () => import('./pricing/Pricing.client').then((module) => module.Pricing),
  'quran-reader': () => import('./quran-reader/QuranReader.client').then((module) => module.QuranReader),
  'blog-list': () => import('./blog-list/BlogList.client').then((module) => module.BlogList),
  'login-form': () => import('./login-form/LoginForm.client').then((module) => module.LoginForm),
  'blog-editor': () => import('./blog-editor/BlogEditor.client').then((module) => module.BlogEditor),
  'not-found': () => import('./not-found/NotFound').then((module) => module.NotFound),
} satisfies BlockLoaders;
