import { z } from 'zod';
import { markdownSections } from '../../schema/markdownSections';
import { text } from '../../schema/primitives';

export const legalSectionsBlock = z.strictObject({
  type: z.literal('legal-sections'),
  updated: text.optional().meta({ description: 'Shown above the text, for example "Last updated: January 1, 2025"' }),
  markdown: markdownSections,
}).meta({ description: 'A legal text (privacy policy, terms) in numbered sections, one per ## heading' });

export type LegalSectionsBlock = z.output<typeof legalSectionsBlock>;
