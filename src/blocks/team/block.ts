import { defineBlock } from '../define';
import { teamBlock } from './schema';
import { teamExample } from './example';

export const team = defineBlock(teamBlock, {
  example: teamExample,
  load: () => import('./Team').then((module) => module.Team),
});
