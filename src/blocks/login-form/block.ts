import { defineIsland } from '../define';
import { loginFormBlock } from './schema';
import { loginFormExamples } from './examples';

export const loginForm = defineIsland(loginFormBlock, {
  examples: loginFormExamples,
  hydrate: 'load',
  props: ({ block }) => ({ block }),
  load: () => import('./LoginForm.client').then((module) => module.LoginForm),
});
