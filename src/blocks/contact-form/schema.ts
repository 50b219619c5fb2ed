import { z } from 'zod';
import { text } from '../../schema/primitives';

export const contactFormBlock = z.strictObject({
  type: z.literal('contact-form'),
  heading: text.optional(),
  intro: text.optional(),
  showContactDetails: z
    .boolean()
    .default(false)
    .meta({ description: 'Show the email, phone, WhatsApp and address from the site settings beside the form' }),
});

export type ContactFormBlock = z.output<typeof contactFormBlock>;

export const contactFormExample: z.input<typeof contactFormBlock> = {
  type: 'contact-form',
  heading: 'Send us a message',
  intro: 'Ask about a course, a service or admission, and we will reply by email or WhatsApp.',
  showContactDetails: true,
};
