import type { Page } from '@playwright/test';

const HOUR = 60 * 60 * 1000;
/** How long a blog stays active. */
export const EXPIRY_MS = 30 * 24 * HOUR;
const iso = (time: number) => new Date(time).toISOString();

/** Blogs as the local store keeps them, written an hour apart from `start`, each active for thirty days. */
function storedBlogs(titles: string[], start: number): Record<string, unknown> {
  return Object.fromEntries(
    titles.map((title, index) => {
      const createdAt = start + index * HOUR;
      const entry = {
        title,
        content: `About ${title}.`,
        category: 'News',
        tags: '',
        imageUrl: 'announce1.jpg',
        author: 'Ali',
        date: iso(createdAt),
        expiryDate: iso(createdAt + EXPIRY_MS),
        createdAt,
        expiresAt: createdAt + EXPIRY_MS,
      };
      return [`-OAbCdEfGhIjKlMnOp0${index}`, entry];
    }),
  );
}

/**
 * Blogs already written when the browser first opens the site, for tests that start with some:
 * put in the local store before any page reads it, and left alone once a page has written there.
 * `damaged` adds stored entries as they might be found after a hand edit, keyed by id.
 */
export async function seedBlogs(page: Page, titles: string[], start: number, damaged: Record<string, unknown> = {}): Promise<void> {
  await page.addInitScript((value) => {
    if (window.localStorage.getItem('academy.blog.entries') === null) window.localStorage.setItem('academy.blog.entries', value);
  }, JSON.stringify({ ...storedBlogs(titles, start), ...damaged }));
}
