import type { Examples } from '../define';
import type { loginFormBlock } from './schema';

export const loginFormExamples = {
  default: {
    type: 'login-form',
    intro: 'Sign in to write a new blog.',
    next: '/write',
  },
} satisfies Examples<typeof loginFormBlock>;
