import type { z } from 'zod';
import type { loginFormBlock } from './schema';

export const loginFormExample: z.input<typeof loginFormBlock> = {
  type: 'login-form',
  intro: 'Sign in to write a new blog.',
  next: '/write',
};
