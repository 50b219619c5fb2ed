import { z } from 'zod';
import { text } from '../primitives';

export const teamMemberSchema = z.strictObject({
  id: text.meta({ description: 'Unique in this file; blocks and links name the item by it' }),
  name: text.meta({ description: "The member's name" }),
  designation: text.meta({ description: 'Their role, shown under the name' }),
  roleIcon: z.enum(['crown', 'megaphone', 'headphones', 'camera', 'palette', 'microphone']).meta({ description: 'The drawing that stands for their role' }),
  bgColor: z.enum(['green', 'gold', 'teal', 'rose', 'indigo', 'sand']).meta({ description: 'The colour behind their picture' }),
});

export type TeamMember = z.output<typeof teamMemberSchema>;
