import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { OwnerLogin } from '../../../src/config/environment';

/** Blogs as long as the owner writes them: each card's preview is cut at its full 200 characters. */
const blogs = ['Eid prayer timings', 'Ramadan classes for children', 'New Tajweed course in English'].map((title) => ({
  title,
  content: `${title}. `.repeat(2) + 'Classes are held online for students of every age, with a teacher for each small group, and every lesson is recorded for the students who miss it.'.repeat(2),
  category: 'News',
  tags: 'academy, classes',
}));

/**
 * Opens a page of the site and waits for its form's island: typing before it hydrates would be lost.
 * The page is opened from a blank one. Headless Chrome holds the paint of a page reached from another
 * page of the same site (paint holding) and then draws no frame, and islands wake after a frame.
 */
async function openForm(page: Page, url: string, block: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator(`site-island[data-block="${block}"][data-hydrated]`).waitFor({ state: 'attached' });
}

/**
 * Signs in on /login through its form and writes three blogs on /write, as the owner does, in the
 * browser's own profile: what it leaves on the device (the session, the local store's blogs) is what
 * Lighthouse then finds there. The form is used rather than writing the store directly, so the blogs
 * are stored exactly as the site stores them.
 */
export async function signInAndWriteBlogs(context: BrowserContext, origin: string, owner: OwnerLogin): Promise<void> {
  const page = await context.newPage();
  try {
    await openForm(page, `${origin}/login`, 'login-form');
    await page.getByLabel('Username').fill(owner.username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${origin}/write`);
    for (const blog of blogs) {
      await openForm(page, `${origin}/write`, 'blog-editor');
      await page.getByLabel('Title').fill(blog.title);
      await page.getByLabel('Content').fill(blog.content);
      await page.getByLabel('Category').fill(blog.category);
      await page.getByLabel('Tags (comma separated)').fill(blog.tags);
      await page.getByRole('button', { name: 'Save Blog' }).click();
      // A saved blog opens the blog's page.
      await page.waitForURL(`${origin}/blog`);
    }
  } finally {
    await page.close();
  }
}

/**
 * Before a Lighthouse run that keeps the device's storage: the HTTP cache emptied and the service
 * worker gone with its caches, as on a first visit, while the session and the stored blogs stay.
 * (Lighthouse's own reset would clear all of it, the sign-in too.)
 */
export async function coldLoadKeepingSignIn(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.detach();
  } finally {
    await page.close();
  }
}

/**
 * Lends Playwright the browser Lighthouse drives, for one job, and lets go before Lighthouse runs.
 * A Playwright connection left open attaches to every page the browser opens and does its own work
 * in the page's main thread as it loads: measured on /write as the owner, 285 to 697 ms of blocking
 * time no visitor's browser has, against 119 to 150 ms with the connection closed.
 */
export async function withPlaywright<Result>(debuggingUrl: string, job: (context: BrowserContext) => Promise<Result>): Promise<Result> {
  const profile = await chromium.connectOverCDP(debuggingUrl);
  try {
    const context = profile.contexts()[0];
    if (!context) throw new Error('The browser Lighthouse drives has no profile to sign in with');
    return await job(context);
  } finally {
    // Only the connection: the browser is Lighthouse's, closed by its owner.
    await profile.close();
  }
}
