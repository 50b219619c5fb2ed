import { z } from 'zod';
import { route, text } from '../../schema/primitives';

export const loginFormBlock = z.strictObject({
  type: z.literal('login-form'),
  intro: text.optional().meta({ description: 'A short paragraph above the form' }),
  next: route.default('/write').meta({ description: 'Where the owner goes after signing in, unless sent here by a guarded page' }),
  returns: z
    .array(route)
    .default([])
    .meta({
      description:
        'The other pages that send the owner here to sign in (the guarded pages, such as /manage-blogs); signing in returns to the one that sent, and to no other address',
    }),
}).meta({ description: "The owner's sign-in form, for writing blogs" });

export type LoginFormBlock = z.output<typeof loginFormBlock>;
