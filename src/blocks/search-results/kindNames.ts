import { en, type Messages } from '../../i18n/messages/en';

/**
 * Each kind's name in the page's language, by the name the index files it under: its English name,
 * which the address carries too, so a link to a search keeps working whatever the language of the
 * page. In the order of the names in that language, as the filter lists them: sorted at build time,
 * since the browser's first localeCompare starts ICU's collation, a long task on a slow phone.
 */
export type KindNames = readonly (readonly [kind: string, name: string])[];

export function kindNames(kinds: Messages['search']['kinds'], intl: string): KindNames {
  return Object.entries(en.search.kinds)
    .map(([key, kind]) => [kind, kinds[key as keyof typeof kinds]] as const)
    .sort(([, a], [, b]) => a.localeCompare(b, intl));
}
