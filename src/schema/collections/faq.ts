import { z } from 'zod';
import { text } from '../primitives';

export const faqSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  question: text.meta({ description: 'The question; searches look at it' }),
  answer: text.meta({ description: 'The answer, shown when the question is opened' }),
});
