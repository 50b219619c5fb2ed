import { z } from 'zod';
import { markdown } from '../../schema/markdown';
import { action, image, text } from '../../schema/primitives';

const mediaTextItem = z.strictObject({
  title: text.meta({ description: "The item's heading" }),
  markdown: markdown.meta({ description: 'The text beside the picture, in Markdown, or { file: texts/name.md }' }),
  image: image.meta({ description: 'The picture beside the text' }),
  action: action.optional().meta({ description: 'A button under the text' }),
});

export const mediaTextBlock = z.strictObject({
  type: z.literal('media-text'),
  heading: text.optional().meta({ description: 'A heading over all the items; each item then has a smaller heading' }),
  intro: text.optional().meta({ description: 'A short paragraph under the heading' }),
  start: z
    .enum(['image', 'text'])
    .default('image')
    .meta({ description: 'What the first item shows on the left on wide screens; the items after it alternate' }),
  alternate: z.boolean().default(true).meta({ description: 'false keeps every item on the same side as the first' }),
  background: z.enum(['plain', 'tinted']).default('plain').meta({ description: 'tinted lays a soft colour behind the block, to set it apart from the blocks around it' }),
  items: z.array(mediaTextItem).min(1).meta({ description: 'Each a picture beside a text, in display order' }),
}).meta({ description: 'Items of a picture beside a text, alternating sides on wide screens' });

export type MediaTextBlock = z.output<typeof mediaTextBlock>;
