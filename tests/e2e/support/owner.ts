import type { Page } from '@playwright/test';
import { buildConfigFor } from '../../../scripts/engine/vite/siteConfigPlugin';
import { waitForHydration } from './fixtures';

/** The local store's owner login, as the build under test took it (README: the preview defaults). */
export const owner = buildConfigFor('production', process.cwd()).owner;

/** Signs in on /login through its form, as the blog's owner does. */
export async function signIn(page: Page, password = owner.password): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
