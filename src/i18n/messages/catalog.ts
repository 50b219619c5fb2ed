/**
 * A message that depends on a count, one form per plural category the language has (Intl.PluralRules):
 * English and Urdu have `one` and `other`. `{count}` in a form is the number, written for the locale.
 */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** A catalog's shape with its texts widened to any text, so another language's catalog can fill it. */
export type CatalogShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends PluralMessage ? PluralMessage : CatalogShape<T[K]> };
