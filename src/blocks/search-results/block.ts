import { defineIsland } from '../define';
import { kindNames } from './kindNames';
import { searchResultsBlock } from './schema';
import { searchResultsExamples } from './examples';

/**
 * The search page's island. Its form, its help and the menu's sections are in the page's HTML, and
 * the form sends a query as a plain GET: a visit with nothing searched runs no script until the
 * visitor reaches for the form (what was typed meanwhile is searched as it wakes). An address with
 * a query (a search sent from the header, a shared link, Back) wakes it as the page loads. Its props
 * carry the menu's sections, its own address, where its form sends a query without script, and its
 * texts in the page's language, the kinds' names among them, by the English name the index files
 * each kind under.
 */
export const searchResults = defineIsland(searchResultsBlock, {
  examples: searchResultsExamples,
  hydrate: 'interaction',
  wakeAtLoadWhen: { query: ['q'] },
  props: ({ block, site, page, locale }) => {
    const { kinds, ...text } = locale.messages.search;
    return {
      block,
      pagePath: page.path,
      text,
      kindNames: kindNames(kinds, locale.intl),
      formats: locale.formats,
      language: locale.code,
      sections: site.menu.entries.flatMap((entry) => ('items' in entry ? [{ label: entry.label, items: entry.items.map(({ label, to }) => ({ label, to })) }] : [])),
    };
  },
  load: () => import('./SearchResults.client').then((module) => module.SearchResults),
});
