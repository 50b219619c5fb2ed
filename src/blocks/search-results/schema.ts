import { z } from 'zod';
import { route, text } from '../../schema/primitives';

export const searchResultsBlock = z.strictObject({
  type: z.literal('search-results'),
  label: text.default('Search the site').meta({ description: "The search box's visible label" }),
  help: text
    .default('Type a word or two: a course, a service, a product, a question, or the words of an ayah in English, Urdu or Arabic (with or without its vowel marks), or its number, such as 2:255.')
    .meta({ description: 'What the page says before anything is searched, and without JavaScript' }),
  sectionsHeading: text.default('Or start from a section').meta({ description: "The heading over the list of the menu's sections, shown before anything is searched" }),
  notSearched: z
    .strictObject({
      text: text.meta({ description: 'What the search does not cover, such as "Blog posts are not searched here."' }),
      label: text.meta({ description: 'The link to where they are, such as "Read the blog"' }),
      to: route.meta({ description: 'Where that is, such as "/blog"' }),
    })
    .default({ text: 'Blog posts are not part of this search.', label: 'Read them on the blog', to: '/blog' })
    .meta({ description: 'A line naming what the search does not find, with a link to where it is' }),
}).meta({
  description:
    "The site search: a search box, a filter by kind, and the pages found (every page and every ayah), with the words found marked. It reads the index the build writes; without JavaScript it says how to find things and lists the menu's sections",
});

export type SearchResultsBlock = z.output<typeof searchResultsBlock>;
