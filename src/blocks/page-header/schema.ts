import { z } from 'zod';
import { text } from '../../schema/primitives';

export const pageHeaderBlock = z.strictObject({
  type: z.literal('page-header'),
  title: text.optional().meta({ description: "The page's main heading; the route title when left out" }),
  subtitle: text.optional().meta({ description: 'A line under the heading' }),
}).meta({ description: "The band at the top of a page: its main heading, an optional subtitle and the page's breadcrumbs" });

export type PageHeaderBlock = z.output<typeof pageHeaderBlock>;
