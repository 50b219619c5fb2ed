import { z } from 'zod';
import { text } from '../../schema/primitives';

export const stepsBlock = z.strictObject({
  type: z.literal('steps'),
  heading: text.meta({ description: 'The heading over the block' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  steps: z
    .array(z.strictObject({ title: text.meta({ description: "The step's name" }), text: text.meta({ description: 'What happens in this step' }) }))
    .min(2)
    .max(6)
    .meta({ description: 'Two to six steps, numbered in this order' }),
}).meta({ description: 'Two to six numbered steps, each a title and text' });

export type StepsBlock = z.output<typeof stepsBlock>;
