import type { Examples } from '../define';
import type { notFoundBlock } from './schema';

export const notFoundExamples = {
  default: {
    type: 'not-found',
    heading: '404 - Page Not Found',
    text: 'Sorry, the page you are looking for does not exist.',
    linkLabel: 'Go back to Home',
    to: '/',
  },
} satisfies Examples<typeof notFoundBlock>;
