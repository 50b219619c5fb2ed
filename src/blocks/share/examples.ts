import type { Examples } from '../define';
import type { shareBlock } from './schema';

export const shareExamples = {
  /** As an ayah's page has it. */
  default: {
    type: 'share',
    label: 'Share this ayah',
  },
  /** The button's own words, when the page does not give any. */
  plain: {
    type: 'share',
  },
} satisfies Examples<typeof shareBlock>;
