import { z } from 'zod';
import { blockSchema } from '../../blocks/definitions';
import { breadcrumbSchema } from '../../schema/breadcrumb';
import { text } from '../../schema/primitives';
import { siteSettingsSchema } from '../../schema/site';
import { templateRouteSchema, templatesSchema } from './templateSchema';

const routePath = z
  .string()
  .regex(/^(\*|\/[A-Za-z0-9\-/]*)$/, 'expected a path such as "/about" (letters, digits and "-"), or "*" for the not-found page')
  .meta({ description: 'The address of the page, such as "/about"; "*" for the page-not-found route' });

export const pageSchema = z.strictObject({
  path: routePath,
  aliases: z.array(routePath).optional().meta({ description: 'Other paths that show the same page' }),
  title: text.meta({ description: 'The page name: its heading by default, and its browser tab title (the home page uses the site title)' }),
  description: text.optional().meta({ description: 'Search result and social preview text' }),
  previewTitle: text.optional().meta({
    description:
      "The words drawn on the page's link preview picture; its title when left out. Pages made from one template can share one picture this way (the shared link still shows each page's own title)",
  }),
  breadcrumbs: z.array(breadcrumbSchema).min(2).optional().meta({ description: 'The trail shown in the page header, from Home to this page' }),
  listed: z.boolean().default(true).meta({
    description:
      "false for a page visitors are not meant to find: it is left out of sitemap.xml, and browsers never prerender it ahead of a click. For the owner's pages, which check who is signed in. The not-found and offline pages are never listed",
  }),
  blocks: z.array(blockSchema).min(1).meta({ description: 'What the page shows, top to bottom; each starts with its type' }),
});

/**
 * A `- template: <name>` entry stands for the pages its template makes. They are put in its place
 * before validation, so what is parsed here holds pages only; the entry kind is in the schema for
 * editors writing the file, and dropped from the output.
 */
const routeEntry = z.union([pageSchema, templateRouteSchema]);

export const pagesFileSchema = z.strictObject({
  site: siteSettingsSchema,
  templates: templatesSchema.optional().meta({ description: 'Pages declared once and made for every item of a collection (a course page, a product page)' }),
  routes: z
    .array(routeEntry)
    .min(1)
    .meta({ description: 'Every page of the site, each with its path and blocks, or a template entry that stands for the pages it makes' })
    .transform((entries) => entries.filter((entry): entry is z.output<typeof pageSchema> => 'path' in entry)),
});

export type Page = z.output<typeof pageSchema>;
export type PagesFile = z.output<typeof pagesFileSchema>;
