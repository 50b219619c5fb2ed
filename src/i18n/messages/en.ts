import type { CatalogShape } from './catalog';
import { shell } from './en/shell';
import { forms } from './en/forms';
import { reader } from './en/reader';
import { shop } from './en/shop';
import { blocks } from './en/blocks';
import { search } from './en/search';
import { blog } from './en/blog';

/**
 * Every text the site's code shows a visitor, in English, by group (one file each under en/): the
 * source of the other languages' catalogs (content/translations/<code>/messages.yaml, or one file
 * per group under messages/), each checked at build against this one for a missing or extra key
 * and for the `{name}` placeholders of each message. Texts an editor writes
 * (pages, collections, settings) are not here: they live in pages.yaml and content/.
 */
export const en = {
  shell,
  forms,
  reader,
  shop,
  blocks,
  search,
  blog,
} as const;

/** The catalog every language fills: the English keys, with any text. */
export type Messages = CatalogShape<typeof en>;
