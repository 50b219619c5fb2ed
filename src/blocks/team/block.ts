import { defineBlock } from '../define';
import { teamBlock } from './schema';
import { teamExamples } from './examples';

export const team = defineBlock(teamBlock, {
  examples: teamExamples,
  load: () => import('./Team').then((module) => module.Team),
});
