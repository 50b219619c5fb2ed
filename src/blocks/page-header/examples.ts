import type { Examples } from '../define';
import type { pageHeaderBlock } from './schema';

export const pageHeaderExamples = {
  default: {
    type: 'page-header',
    title: 'Tajweed Course',
    subtitle: 'Recite the Quran as it was revealed',
  },
  /** As most pages declare it: the heading is the route's own title. */
  routeTitle: {
    type: 'page-header',
  },
} satisfies Examples<typeof pageHeaderBlock>;
