import type { BrowserContextOptions, Page } from '@playwright/test';
import { buildConfigFor } from '../../../scripts/engine/vite/siteConfigPlugin';
import { test, waitForHydration } from './fixtures';

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

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Tests whose browser opens already signed in as the owner, for what the owner does once signed in.
 * The sign-in happens once per worker, through the form, and what it leaves in the browser's storage
 * starts each of these tests: signing in anew costs each test a page and a key derivation of 310,000
 * rounds. Signing in itself, and where it leads, is tested through the form in blog.spec.ts.
 */
export const ownerTest = test.extend<object, { ownerStorage: StorageState }>({
  ownerStorage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, serviceWorkers });
      const page = await context.newPage();
      await signIn(page);
      await page.waitForURL('/write');
      const storage = await context.storageState();
      await context.close();
      await use(storage);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ ownerStorage }, use) => use(ownerStorage),
});
