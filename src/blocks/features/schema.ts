import { z } from 'zod';
import { text } from '../../schema/primitives';

/** Kept here, not imported from icons.tsx, so the schema (read by the validator) stays free of JSX. */
export const featureIconNames = ['teacher', 'clock', 'one-to-one', 'certificate', 'book', 'globe', 'family', 'heart'] as const;

const feature = z.strictObject({
  icon: z.enum(featureIconNames).meta({ description: 'The drawing above the title' }),
  title: text.meta({ description: "The feature's name" }),
  text: text.meta({ description: 'A sentence under the title' }),
});

export const featuresBlock = z.strictObject({
  type: z.literal('features'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  items: z.array(feature).min(1).max(8).meta({ description: 'One to eight features, in display order' }),
}).meta({ description: 'A grid of up to eight features, each an icon, a title and text' });

export type FeaturesBlock = z.output<typeof featuresBlock>;
