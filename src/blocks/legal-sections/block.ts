import { defineBlock } from '../define';
import { legalSectionsBlock } from './schema';
import { legalSectionsExamples } from './examples';

export const legalSections = defineBlock(legalSectionsBlock, {
  examples: legalSectionsExamples,
  load: () => import('./LegalSections').then((module) => module.LegalSections),
});
