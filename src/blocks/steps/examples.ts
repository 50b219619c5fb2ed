import type { Examples } from '../define';
import type { stepsBlock } from './schema';

export const stepsExamples = {
  default: {
    type: 'steps',
    heading: 'How it works',
    steps: [
      { title: 'Service Request', text: 'Tell us the date and the names by the contact form or WhatsApp.' },
      { title: 'Arrangements', text: 'We arrange everything according to the rules of Shariah.' },
      { title: 'Confirmation', text: 'You receive a confirmation with pictures once it is done.' },
    ],
  },
} satisfies Examples<typeof stepsBlock>;
