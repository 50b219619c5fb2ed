import { defineIsland } from '../define';
import { testimonialsBlock } from './schema';
import { testimonialsExamples } from './examples';

/** Only the rotating carousel needs a script; the grid is plain HTML. */
export const testimonials = defineIsland(testimonialsBlock, {
  examples: testimonialsExamples,
  hydrate: ({ block }) => (block.layout === 'carousel' && block.items.length > 1 ? 'visible' : 'never'),
  props: ({ block, locale }) => ({ block, text: locale.messages.blocks.testimonials, formats: locale.formats }),
  load: () => import('./Testimonials.client').then((module) => module.Testimonials),
});
