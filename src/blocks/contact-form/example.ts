import type { z } from 'zod';
import type { contactFormBlock } from './schema';

export const contactFormExample: z.input<typeof contactFormBlock> = {
  type: 'contact-form',
  heading: 'Send us a message',
  intro: 'Ask about a course, a service or admission, and we will reply by email or WhatsApp.',
  showContactDetails: true,
};
