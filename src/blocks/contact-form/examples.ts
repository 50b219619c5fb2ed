import type { Examples } from '../define';
import type { contactFormBlock } from './schema';

export const contactFormExamples = {
  default: {
    type: 'contact-form',
    heading: 'Send us a message',
    intro: 'Ask about a course, a service or admission, and we will reply by email or WhatsApp.',
    showContactDetails: true,
  },
  /** The form alone, as a page that lists the academy's addresses elsewhere declares it. */
  formOnly: {
    type: 'contact-form',
  },
} satisfies Examples<typeof contactFormBlock>;
