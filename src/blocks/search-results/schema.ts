import { z } from 'zod';
import { route, text } from '../../schema/primitives';

export const searchResultsBlock = z.strictObject({
  type: z.literal('search-results'),
  label: text.optional().meta({ description: "The search box's visible label; \"Search the site\", in the page's language, when left out" }),
  help: text
    .optional()
    .meta({ description: "What the page says before anything is searched, and without JavaScript; the site's own guide to searching, in the page's language, when left out" }),
  sectionsHeading: text
    .optional()
    .meta({ description: "The heading over the list of the menu's sections, shown before anything is searched; \"Or start from a section\", in the page's language, when left out" }),
  notSearched: z
    .strictObject({
      text: text.optional().meta({ description: 'What the search does not cover, such as "Blog posts are not searched here."; "Blog posts are not part of this search.", in the page\'s language, when left out' }),
      label: text.optional().meta({ description: 'The link to where they are, such as "Read the blog"; "Read them on the blog", in the page\'s language, when left out' }),
      to: route.default('/blog').meta({ description: 'Where that is, such as "/blog"' }),
    })
    .default({ to: '/blog' })
    .meta({ description: 'A line naming what the search does not find, with a link to where it is (the blog, when left out)' }),
}).meta({
  description:
    "The site search: a search box, a filter by kind, and the pages found (every page and every ayah), with the words found marked. It reads the index the build writes; without JavaScript it says how to find things and lists the menu's sections. The texts it leaves out are the site's own, in the page's language",
});

export type SearchResultsBlock = z.output<typeof searchResultsBlock>;
