import { collectionNames, type CollectionName } from './collections';
import { ayahItemSchema } from './collections/ayat';

/**
 * Lists the build derives from other content instead of reading a file of their own: a template
 * makes a page per item as it does for a collection under content/, and blocks name their items by
 * id. Each says which collections it is made from, so that an edit there is an edit of its pages.
 */
export const derivedItemSchemas = {
  /** Every ayah of the Quran: content/surahs.yaml with the text and translations shipped with the site. */
  ayat: ayahItemSchema,
} as const;

export type DerivedCollectionName = keyof typeof derivedItemSchemas;

export const derivedCollectionNames = Object.keys(derivedItemSchemas) as DerivedCollectionName[];

export const derivedFrom: Readonly<Record<DerivedCollectionName, readonly CollectionName[]>> = { ayat: ['surahs'] };

/** What a template may make its pages from: a collection under content/, or a derived list. */
export type TemplateCollectionName = CollectionName | DerivedCollectionName;

export const templateCollectionNames: readonly TemplateCollectionName[] = [...collectionNames, ...derivedCollectionNames];

export function isDerived(name: TemplateCollectionName): name is DerivedCollectionName {
  return name in derivedItemSchemas;
}
