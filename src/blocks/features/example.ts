import type { z } from 'zod';
import type { featuresBlock } from './schema';

export const featuresExample: z.input<typeof featuresBlock> = {
  type: 'features',
  heading: 'Why learn with us',
  items: [
    { icon: 'teacher', title: 'Qualified Teachers', text: 'Every teacher is trained in Quran recitation and teaching.' },
    { icon: 'clock', title: 'Flexible Timings', text: 'Choose class times that fit your school, work and family.' },
  ],
};
