import { z } from 'zod';
import { text } from '../primitives';

export const questionAnswerSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  question: text.meta({ description: 'The question; searches look at it' }),
  answer: text.meta({ description: 'The answer, shown when the question is opened' }),
  category: z.enum(['Fasting', 'Prayer', 'Family', 'Charity']).meta({ description: 'The topic shown beside the question' }),
});
