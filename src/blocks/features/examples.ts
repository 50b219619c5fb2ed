import type { Examples } from '../define';
import type { featuresBlock } from './schema';

export const featuresExamples = {
  default: {
    type: 'features',
    heading: 'Why learn with us',
    items: [
      { icon: 'teacher', title: 'Qualified Teachers', text: 'Every teacher is trained in Quran recitation and teaching.' },
      { icon: 'clock', title: 'Flexible Timings', text: 'Choose class times that fit your school, work and family.' },
    ],
  },
} satisfies Examples<typeof featuresBlock>;
