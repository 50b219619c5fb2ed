import { defineBlock } from '../define';
import { legalSectionsBlock, legalSectionsExample } from './schema';

export const legalSections = defineBlock(legalSectionsBlock, {
  example: legalSectionsExample,
  load: () => import('./LegalSections').then((module) => module.LegalSections),
});
