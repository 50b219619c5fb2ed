import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
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

/** What signing in leaves in the browser's storage, once per worker process. */
let ownerStorage: Promise<StorageState> | undefined;

async function signedInStorage(browser: Browser, options: BrowserContextOptions): Promise<StorageState> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.waitForURL('/write');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Tests whose browser opens already signed in as the owner, for what the owner does once signed in.
 * The sign-in happens once per worker, through the form, and what it leaves in the browser's storage
 * starts each of these tests: signing in anew costs each test a page and a key derivation of 310,000
 * rounds. Signing in itself, and where it leads, is tested through the form in blog.spec.ts. The
 * storage is kept by the worker's module, not in a worker fixture: a worker fixture of their own
 * would make these tests need workers of their own kind, which Playwright starts only at the end
 * of the run, where the longest of them then kept one worker busy while the other stood idle.
 */
export const ownerTest = test.extend({
  storageState: async ({ browser, baseURL, serviceWorkers }, use) => {
    ownerStorage ??= signedInStorage(browser, { baseURL, serviceWorkers });
    await use(await ownerStorage);
  },
});
