import { z } from 'zod';
import { route, text } from './primitives';

/** One step of a page's trail, from Home to the page itself. */
export const breadcrumbSchema = z.strictObject({
  label: text.meta({ description: 'The name shown in the trail' }),
  to: route.optional().meta({ description: 'Left out for the current page, the last crumb' }),
});

export type Breadcrumb = z.output<typeof breadcrumbSchema>;
