import type { SearchedList } from './schema';

/**
 * A case-insensitive substring match. Spaces at either end of the search text
 * are ignored, so a search of only spaces shows everything, like an empty one.
 */
export function matchesSearch(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

export function searchItems<T>(items: readonly T[], query: string, searchedText: (item: T) => string): T[] {
  return items.filter((item) => matchesSearch(searchedText(item), query));
}

/** The same list with only the items that match: podcasts by title, questions and FAQs by question. */
export function filterList(list: SearchedList, query: string): SearchedList {
  switch (list.collection) {
    case 'podcasts':
      return { ...list, items: searchItems(list.items, query, (podcast) => podcast.title) };
    case 'qa':
      return { ...list, items: searchItems(list.items, query, (item) => item.question) };
    case 'faq':
      return { ...list, items: searchItems(list.items, query, (item) => item.question) };
  }
}
