import { z } from 'zod';
import { route, text } from '../../schema/primitives';

export const notFoundBlock = z.strictObject({
  type: z.literal('not-found'),
  heading: text.meta({ description: 'The heading over the block' }),
  text: text.meta({ description: 'The explanation under the heading' }),
  linkLabel: text.meta({ description: 'The label of the link back into the site, such as "Back to home"' }),
  to: route.meta({ description: 'Where the link back goes, such as /' }),
}).meta({ description: 'The message of the page-not-found route, with a link back into the site' });

export type NotFoundBlock = z.output<typeof notFoundBlock>;
