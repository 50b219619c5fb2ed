import { z } from 'zod';
import { text } from '../../schema/primitives';

export const contactFormBlock = z.strictObject({
  type: z.literal('contact-form'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  showContactDetails: z
    .boolean()
    .default(false)
    .meta({ description: 'Show the email, phone, WhatsApp and address from the site settings beside the form' }),
}).meta({ description: "The contact form, and optionally the academy's contact details beside it" });

export type ContactFormBlock = z.output<typeof contactFormBlock>;
