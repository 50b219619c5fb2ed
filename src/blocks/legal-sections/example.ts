import type { z } from 'zod';
import type { legalSectionsBlock } from './schema';

export const legalSectionsExample: z.input<typeof legalSectionsBlock> = {
  type: 'legal-sections',
  updated: 'Last updated: January 1, 2025',
  markdown: 'This policy explains what we collect.\n\n## Information We Collect\n\nYour name and email address.\n\n## Contact Us\n\nWrite to us through the [contact page](/contact).',
};
