import { z } from 'zod';
import { activeContext } from './context';
import { itemId } from './primitives';
import { bookSchema } from './collections/books';
import { courseSchema } from './collections/courses';
import { teamMemberSchema } from './collections/team';
import { productSchema } from './collections/products';
import { podcastSchema } from './collections/podcasts';
import { questionAnswerSchema } from './collections/qa';
import { faqSchema } from './collections/faq';
import { testimonialSchema } from './collections/testimonials';
import { currencySchema } from './collections/currencies';
import { pricingPlanSchema } from './collections/pricing';
import { productPageSchema } from './collections/productPages';
import { reviewSchema } from './collections/reviews';
import { surahSchema } from './collections/surahs';

/** Every list under content/<name>.yaml and the schema of its items. Add a collection here. */
export const collectionItemSchemas = {
  courses: courseSchema,
  books: bookSchema,
  team: teamMemberSchema,
  testimonials: testimonialSchema,
  // Before pricing: the plans' prices are checked against the currencies.
  currencies: currencySchema,
  pricing: pricingPlanSchema,
  'product-pages': productPageSchema,
  reviews: reviewSchema,
  products: productSchema,
  podcasts: podcastSchema,
  qa: questionAnswerSchema,
  faq: faqSchema,
  surahs: surahSchema,
} as const;

export type CollectionName = keyof typeof collectionItemSchemas;
export type CollectionItem<N extends CollectionName> = z.output<(typeof collectionItemSchemas)[N]>;

export const collectionNames = Object.keys(collectionItemSchemas) as CollectionName[];

/** Every collection's validated items, in the order of their files. */
export type Collections = { readonly [N in CollectionName]: readonly CollectionItem<N>[] };

export function collectionFileSchema<N extends CollectionName>(name: N) {
  return z.array(collectionItemSchemas[name]).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], input: item.id, message: `duplicate id "${item.id}"` });
      }
      seen.add(item.id);
    });
  });
}

/**
 * Items taken from a collection: `all`, or a list of ids in the order to show them. Resolved at
 * build time, so the block receives the items themselves.
 */
export function itemsFrom<N extends CollectionName>(name: N) {
  return z
    .union([z.literal('all'), z.array(itemId(name)).min(1)])
    .transform((pick) => {
      const items = activeContext()?.collections.get(name);
      if (!items) return [];
      const ids = pick === 'all' ? [...items.keys()] : pick;
      return ids.flatMap((id) => (items.has(id) ? [items.get(id)] : []));
    })
    .meta({ description: `"all", or the ids of items in content/${name}.yaml, in display order` }) as unknown as z.ZodType<
    CollectionItem<N>[],
    'all' | string[]
  >;
}
