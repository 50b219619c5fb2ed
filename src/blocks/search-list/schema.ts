import { z } from 'zod';
import { itemsFrom } from '../../schema/collections';
import { action, text } from '../../schema/primitives';

/** Which list to search; podcasts are searched by title, questions and FAQs by their question. */
const searchedList = z
  .discriminatedUnion('collection', [
    z.strictObject({ collection: z.literal('podcasts'), items: itemsFrom('podcasts').prefault('all') }),
    z.strictObject({ collection: z.literal('qa'), items: itemsFrom('qa').prefault('all') }),
    z.strictObject({ collection: z.literal('faq'), items: itemsFrom('faq').prefault('all') }),
  ])
  .meta({ description: 'The collection under content/ to list and search, and which of its items ("all" by default)' });

export const searchListBlock = z.strictObject({
  type: z.literal('search-list'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  list: searchedList,
  searchLabel: text.meta({ description: 'The search box\'s label, read by screen readers, such as "Search podcasts"' }),
  placeholder: text
    .optional()
    .meta({ description: 'Hint inside the empty search box; the label followed by "..." when left out ("Search podcasts...")' }),
  countNoun: text.meta({ description: 'What the list holds, for the count of matches: "podcasts" gives "2 of 4 podcasts"' }),
  noResults: text.meta({ description: 'Shown when nothing matches the search' }),
  action: action.optional().meta({ description: 'A button under the list, such as "Ask a Question" to /contact' }),
}).meta({ description: 'A list of podcasts, questions or FAQs with a search box and a count of the matches' });

export type SearchListBlock = z.output<typeof searchListBlock>;
export type SearchedList = SearchListBlock['list'];
