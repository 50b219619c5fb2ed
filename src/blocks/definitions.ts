import { z } from 'zod';
import { blogEditor } from './blog-editor/block';
import { blogList } from './blog-list/block';
import { blogManager } from './blog-manager/block';
import { bookLibrary } from './book-library/block';
import { cards } from './cards/block';
import { contactForm } from './contact-form/block';
import { courseCards } from './course-cards/block';
import { cta } from './cta/block';
import { events } from './events/block';
import { features } from './features/block';
import { gallery } from './gallery/block';
import { hero } from './hero/block';
import { legalSections } from './legal-sections/block';
import { loginForm } from './login-form/block';
import { mediaText } from './media-text/block';
import { notFound } from './not-found/block';
import { pageHeader } from './page-header/block';
import { pricing } from './pricing/block';
import { productLinks } from './product-links/block';
import { prose } from './prose/block';
import { reviews } from './reviews/block';
import { searchList } from './search-list/block';
import { searchResults } from './search-results/block';
import { shop } from './shop/block';
import { steps } from './steps/block';
import { quranSelect } from './quran-select/block';
import { quranSettings } from './quran-settings/block';
import { surahIndex } from './surah-index/block';
import { surahText } from './surah-text/block';
import { ayahText } from './ayah-text/block';
import { share } from './share/block';
import { team } from './team/block';
import { testimonials } from './testimonials/block';
import { whatsappOrder } from './whatsapp-order/block';

/**
 * Every block an editor can put on a page, each defined once in its own folder. The page's block
 * union, the JSON Schemas, the renderer's lookup, the render tests and the browser's island
 * loader all derive from this list.
 */
export const blockDefinitions = [
  pageHeader,
  hero,
  prose,
  cards,
  shop,
  searchList,
  searchResults,
  contactForm,
  bookLibrary,
  steps,
  gallery,
  mediaText,
  reviews,
  events,
  legalSections,
  cta,
  whatsappOrder,
  productLinks,
  features,
  courseCards,
  team,
  testimonials,
  pricing,
  surahText,
  ayahText,
  share,
  surahIndex,
  quranSelect,
  quranSettings,
  blogList,
  loginForm,
  blogEditor,
  blogManager,
  notFound,
] as const;

type Definitions = typeof blockDefinitions;
export type BlockDefinition = Definitions[number];

/** The list's schemas as a tuple, which `discriminatedUnion` needs to infer one variant per block. */
type SchemasOf<T extends readonly unknown[]> = { -readonly [I in keyof T]: T[I] extends { schema: infer S } ? S : never };

export const blockSchema = z.discriminatedUnion('type', blockDefinitions.map((definition) => definition.schema) as unknown as SchemasOf<Definitions>);

export type Block = z.output<typeof blockSchema>;
/** A block as an editor writes it, before its defaults and picks are filled in. */
export type BlockInput = z.input<typeof blockSchema>;
export type BlockType = Block['type'];
export type DefinitionOf<K extends BlockType> = Extract<BlockDefinition, { type: K }>;

const byType = new Map<string, BlockDefinition>(blockDefinitions.map((definition) => [definition.type, definition]));

export function definitionOf<K extends BlockType>(type: K): DefinitionOf<K> {
  const definition = byType.get(type);
  if (!definition) throw new Error(`No block is defined with the type "${type}"`);
  return definition as DefinitionOf<K>;
}
