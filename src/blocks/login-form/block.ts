import { defineIsland } from '../define';
import { loginFormBlock } from './schema';
import { loginFormExample } from './example';

export const loginForm = defineIsland(loginFormBlock, {
  example: loginFormExample,
  hydrate: 'load',
  props: ({ block }) => ({ block }),
  load: () => import('./LoginForm.client').then((module) => module.LoginForm),
});
