import { z } from 'zod';
import { route, text } from '../../schema/primitives';

export const notFoundBlock = z.strictObject({
  type: z.literal('not-found'),
  heading: text,
  text: text,
  linkLabel: text,
  to: route,
});

export type NotFoundBlock = z.output<typeof notFoundBlock>;

export const notFoundExample: z.input<typeof notFoundBlock> = {
  type: 'not-found',
  heading: '404 - Page Not Found',
  text: 'Sorry, the page you are looking for does not exist.',
  linkLabel: 'Go back to Home',
  to: '/',
};
