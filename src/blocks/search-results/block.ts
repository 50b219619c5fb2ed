import { defineIsland } from '../define';
import { searchResultsBlock } from './schema';
import { searchResultsExamples } from './examples';

/**
 * The search page's island: it wakes as the page loads, since searching is all the page is for;
 * its props carry the menu's sections, which it lists before anything is searched, and its own
 * address, where its form sends a query without script.
 */
export const searchResults = defineIsland(searchResultsBlock, {
  examples: searchResultsExamples,
  hydrate: 'load',
  props: ({ block, site, page }) => ({
    block,
    pagePath: page.path,
    sections: site.menu.entries.flatMap((entry) => ('items' in entry ? [{ label: entry.label, items: entry.items.map(({ label, to }) => ({ label, to })) }] : [])),
  }),
  load: () => import('./SearchResults.client').then((module) => module.SearchResults),
});
