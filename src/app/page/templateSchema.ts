import { z } from 'zod';
import { blockDefinitions } from '../../blocks/definitions';
import { templateCollectionNames } from '../../schema/derivedCollections';

/**
 * Page templates: a page declared once and made for every item of a collection. Values may quote
 * the item: a value that is only `"{{item.image}}"` takes the item's value as it is (a text, a
 * number, an image, a list); `{{item.name}}` inside a longer text puts it there. A `slot:` entry
 * in a block list is replaced by the blocks the item lists under that name, or by nothing.
 *
 * The written template is only checked for its outline here: its values hold placeholders that
 * are not yet what the blocks expect. Each page made from it is validated in full like any
 * other route, and its errors point at the template line or at the item that supplied the value.
 */

const blockTypes = blockDefinitions.map((definition) => definition.type) as [string, ...string[]];

const slot = z
  .strictObject({
    slot: z
      .string()
      .regex(/^\w+$/, 'expected the name of an item field, such as "afterIntro"')
      .meta({ description: 'The name of the item field whose blocks go here, such as "afterIntro"' }),
  })
  .meta({ description: "Where the blocks listed under this field of the item go; nothing when the item has none" });

const templateBlock = z
  .looseObject({ type: z.enum(blockTypes).meta({ description: 'The kind of block, as in a route' }) })
  .meta({ description: 'A block, as in a route, whose values may quote the item ("{{item.field}}")' });

const templatePage = z
  .strictObject({
    path: z.string().meta({ description: 'The path of each page, usually "{{item.to}}"' }),
    aliases: z.array(z.string()).optional().meta({ description: 'Other paths that show the same page' }),
    title: z.string().meta({ description: 'The page name, usually quoting the item, such as "{{item.courseName}}"' }),
    description: z.string().optional().meta({ description: 'Search result and social preview text' }),
    previewTitle: z.string().optional().meta({ description: "The words on the pages' link preview picture; the same words for every page share one picture" }),
    breadcrumbs: z.array(z.record(z.string(), z.string())).min(2).optional().meta({ description: 'The trail shown in the page header, from Home to this page' }),
    listed: z.boolean().optional().meta({ description: 'false keeps every page made out of sitemap.xml and from being prerendered ahead of a click, as on a route' }),
    blocks: z.array(z.union([templateBlock, slot])).min(1).meta({ description: 'What each page shows, top to bottom: blocks, and slots for the blocks an item adds' }),
  })
  .meta({ description: 'A route as in `routes:`, whose values may quote the item ("{{item.field}}")' });

const templateSchema = z
  .strictObject({
    from: z.enum(templateCollectionNames as [string, ...string[]]).meta({
      description: 'The collection that has one page per item: a file under content/, or "ayat", every ayah of the Quran (derived from content/surahs.yaml and the text shipped with the site)',
    }),
    page: templatePage,
  })
  .meta({ description: 'A page made once for every item of a collection' });

export const templatesSchema = z
  .record(z.string().regex(/^[\w-]+$/, 'expected a template name of letters, digits, "-" and "_"'), templateSchema)
  .meta({ description: 'Pages declared once and made for every item of a collection; a route `- template: <name>` places them' });

/** A place in `routes:` that holds every page a template makes, in the order of its collection. */
export const templateRouteSchema = z
  .strictObject({
    template: z.string().meta({ description: 'The name of a template under `templates:`' }),
  })
  .meta({ description: 'One page for each item of the template\'s collection, in place of this entry' });
