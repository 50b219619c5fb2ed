import { z } from 'zod';
import { text } from '../primitives';

export const teamMemberSchema = z.strictObject({
  id: text,
  name: text,
  designation: text,
  roleIcon: z.enum(['crown', 'megaphone', 'headphones', 'camera', 'palette', 'microphone']),
  bgColor: z.enum(['green', 'gold', 'teal', 'rose', 'indigo', 'sand']),
});

export type TeamMember = z.output<typeof teamMemberSchema>;
