import type { ComponentType } from 'react';
import type { IslandPropsOf, IslandType } from '../../blocks/definitions';

/**
 * How the browser loads each island's component, one chunk each. The compiler holds this map to
 * the list of block definitions: a missing or extra island, or a component whose props are not
 * those its definition serializes, fails the type check (a test checks each loads the definition's
 * own component). Only types are imported from the definitions, so no schema reaches the browser.
 */
export const islandLoaders = {
  shop: () => import('../../blocks/shop/Shop.client').then((module) => module.Shop),
  'search-list': () => import('../../blocks/search-list/SearchList.client').then((module) => module.SearchList),
  'contact-form': () => import('../../blocks/contact-form/ContactForm.client').then((module) => module.ContactForm),
  'book-library': () => import('../../blocks/book-library/BookLibrary.client').then((module) => module.BookLibrary),
  testimonials: () => import('../../blocks/testimonials/Testimonials.client').then((module) => module.Testimonials),
  pricing: () => import('../../blocks/pricing/Pricing.client').then((module) => module.Pricing),
  'surah-index': () => import('../../blocks/surah-index/SurahIndex.client').then((module) => module.SurahIndex),
  'quran-settings': () => import('../../blocks/quran-settings/QuranSettings.client').then((module) => module.QuranSettings),
  'blog-list': () => import('../../blocks/blog-list/BlogList.client').then((module) => module.BlogList),
  'login-form': () => import('../../blocks/login-form/LoginForm.client').then((module) => module.LoginForm),
  'blog-editor': () => import('../../blocks/blog-editor/BlogEditor.client').then((module) => module.BlogEditor),
  'blog-manager': () => import('../../blocks/blog-manager/BlogManager.client').then((module) => module.BlogManager),
} satisfies { [K in IslandType]: () => Promise<ComponentType<IslandPropsOf<K>>> };

export function isIslandType(type: string | null): type is IslandType {
  return type !== null && Object.hasOwn(islandLoaders, type);
}
