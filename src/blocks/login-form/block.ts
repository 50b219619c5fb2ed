import { defineIsland } from '../define';
import { loginFormBlock } from './schema';
import { loginFormExamples } from './examples';

export const loginForm = defineIsland(loginFormBlock, {
  examples: loginFormExamples,
  hydrate: 'load',
  props: ({ block, locale }) => ({ block, text: locale.messages.forms.loginForm, errorText: locale.messages.forms.errors, storeErrors: locale.messages.blog.storeErrors }),
  load: () => import('./LoginForm.client').then((module) => module.LoginForm),
});
