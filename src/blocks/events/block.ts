import { defineBlock } from '../define';
import { eventsBlock, eventsExample } from './schema';

export const events = defineBlock(eventsBlock, {
  example: eventsExample,
  load: () => import('./Events').then((module) => module.Events),
});
