import { z } from 'zod';
import { text } from '../primitives';

export const faqSchema = z.strictObject({
  id: text,
  question: text,
  answer: text,
});

export type Faq = z.output<typeof faqSchema>;
