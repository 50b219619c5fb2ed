import { defineBlock } from '../define';
import { legalSectionsBlock } from './schema';
import { legalSectionsExample } from './example';

export const legalSections = defineBlock(legalSectionsBlock, {
  example: legalSectionsExample,
  load: () => import('./LegalSections').then((module) => module.LegalSections),
});
