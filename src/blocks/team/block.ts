import { defineBlock } from '../define';
import { teamBlock, teamExample } from './schema';

export const team = defineBlock(teamBlock, {
  example: teamExample,
  load: () => import('./Team').then((module) => module.Team),
});
