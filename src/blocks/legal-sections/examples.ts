import type { Examples } from '../define';
import type { legalSectionsBlock } from './schema';

export const legalSectionsExamples = {
  default: {
    type: 'legal-sections',
    updated: 'Last updated: January 1, 2025',
    markdown: 'This policy explains what we collect.\n\n## Information We Collect\n\nYour name and email address.\n\n## Contact Us\n\nWrite to us through the [contact page](/contact).',
  },
  /** The privacy policy as the site publishes it: its own file, quoting the legal settings of pages.yaml. */
  privacyPolicy: {
    type: 'legal-sections',
    markdown: { file: 'texts/legal/privacy.md' },
  },
} satisfies Examples<typeof legalSectionsBlock>;
