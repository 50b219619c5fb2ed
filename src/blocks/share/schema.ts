import { z } from 'zod';
import { text } from '../../schema/primitives';

export const shareBlock = z.strictObject({
  type: z.literal('share'),
  label: text.default('Share this page').meta({ description: 'The button\'s text, such as "Share this ayah"' }),
}).meta({
  description:
    "A button that shares the page's link: through the device's own share sheet where the browser offers one, else by copying the link, saying which it did",
});

export type ShareBlock = z.output<typeof shareBlock>;
