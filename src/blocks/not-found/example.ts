import type { z } from 'zod';
import type { notFoundBlock } from './schema';

export const notFoundExample: z.input<typeof notFoundBlock> = {
  type: 'not-found',
  heading: '404 - Page Not Found',
  text: 'Sorry, the page you are looking for does not exist.',
  linkLabel: 'Go back to Home',
  to: '/',
};
