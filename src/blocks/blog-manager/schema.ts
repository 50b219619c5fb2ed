import { z } from 'zod';
import { route } from '../../schema/primitives';

export const blogManagerBlock = z.strictObject({
  type: z.literal('blog-manager'),
  login: route.default('/login').meta({ description: 'The login page, where a visitor who is not signed in is sent' }),
  write: route.default('/write').meta({ description: 'The page where the owner writes a new blog' }),
}).meta({ description: "The signed-in owner's list of blogs, where each can be edited or deleted to make room for a new one" });

export type BlogManagerBlock = z.output<typeof blogManagerBlock>;
