import { defineIsland } from '../define';
import { loginFormBlock, loginFormExample } from './schema';

export const loginForm = defineIsland(loginFormBlock, {
  example: loginFormExample,
  hydrate: 'load',
  props: ({ block }) => ({ block }),
  load: () => import('./LoginForm.client').then((module) => module.LoginForm),
});
