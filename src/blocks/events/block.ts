import { defineBlock } from '../define';
import { eventsBlock } from './schema';
import { eventsExamples } from './examples';

export const events = defineBlock(eventsBlock, {
  examples: eventsExamples,
  load: () => import('./Events').then((module) => module.Events),
});
