import { en, type Messages } from '../../i18n/messages/en';

/**
 * Each kind's name in a language, by the name the index files it under: its English name, which the
 * address carries too, so a link to a search keeps working whatever the language of the page.
 */
export function kindNames(kinds: Messages['search']['kinds']): Record<string, string> {
  return Object.fromEntries(Object.entries(en.search.kinds).map(([key, name]) => [name, kinds[key as keyof typeof kinds]]));
}
