import { defineBlock } from '../define';
import { eventsBlock } from './schema';
import { eventsExample } from './example';

export const events = defineBlock(eventsBlock, {
  example: eventsExample,
  load: () => import('./Events').then((module) => module.Events),
});
