import { z } from 'zod';
import { text } from '../../schema/primitives';

/** Kept here, not imported from icons.tsx, so the schema (read by the validator) stays free of JSX. */
export const featureIconNames = ['teacher', 'clock', 'one-to-one', 'certificate', 'book', 'globe', 'family', 'heart'] as const;

const feature = z.strictObject({
  icon: z.enum(featureIconNames).meta({ description: 'The drawing above the title' }),
  title: text,
  text: text,
});

export const featuresBlock = z.strictObject({
  type: z.literal('features'),
  heading: text.optional(),
  intro: text.optional(),
  items: z.array(feature).min(1).max(8),
});

export type FeaturesBlock = z.output<typeof featuresBlock>;

export const featuresExample: z.input<typeof featuresBlock> = {
  type: 'features',
  heading: 'Why learn with us',
  items: [
    { icon: 'teacher', title: 'Qualified Teachers', text: 'Every teacher is trained in Quran recitation and teaching.' },
    { icon: 'clock', title: 'Flexible Timings', text: 'Choose class times that fit your school, work and family.' },
  ],
};
