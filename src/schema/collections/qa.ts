import { z } from 'zod';
import { text } from '../primitives';

export const questionAnswerSchema = z.strictObject({
  id: text,
  question: text,
  answer: text,
  category: z.enum(['Fasting', 'Prayer', 'Family', 'Charity']),
});

export type QuestionAnswer = z.output<typeof questionAnswerSchema>;
