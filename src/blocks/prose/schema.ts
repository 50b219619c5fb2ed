import { z } from 'zod';
import { markdown } from '../../schema/markdown';
import { text } from '../../schema/primitives';

export const proseBlock = z.strictObject({
  type: z.literal('prose'),
  heading: text.optional().meta({ description: 'A heading over the block; none when left out' }),
  markdown: markdown.meta({ description: 'The text, in Markdown, or { file: texts/name.md } for a file under content/' }),
  background: z.enum(['plain', 'tinted']).default('plain').meta({ description: 'tinted lays a soft colour behind the block, to set it apart from the blocks around it' }),
}).meta({ description: 'A column of text written in Markdown' });

export type ProseBlock = z.output<typeof proseBlock>;
