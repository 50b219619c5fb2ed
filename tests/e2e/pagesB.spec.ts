import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The part of the page's content under a section heading (h2). */
function section(page: Page, heading: string | RegExp): Locator {
  return page.getByRole('main').locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });
}

/*
 * What each religious service, product, fund and legal page holds as served (its title,
 * breadcrumbs, texts, links and counts) is read by tests/built/contentPages.test.ts; here, what
 * only a browser can tell: where the layout puts the pictures, and where a link leads once clicked.
 */
test.describe('religious service pages', () => {
  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('Aamal for Marhoomeen has its six blocks with image and text alternating', async ({ page }) => {
      await open(page, '/marhomeen');
      const blocks = section(page, 'Our Services for the Marhoomeen').getByRole('article');
      await expect(blocks).toHaveCount(6);
      const sides: string[] = [];
      for (const block of await blocks.all()) {
        const image = (await block.getByRole('img').boundingBox())!;
        const heading = (await block.getByRole('heading').boundingBox())!;
        sides.push(image.x < heading.x ? 'image left' : 'image right');
      }
      expect(sides).toEqual(['image left', 'image right', 'image left', 'image right', 'image left', 'image right']);
    });
  });
});

test.describe('product info pages', () => {
  test('the other-products links lead to those pages', async ({ page }) => {
    await open(page, '/ring');
    await section(page, 'Explore Our Other Products').getByRole('link', { name: 'Healing Stones' }).click();
    await expect(page).toHaveURL('/stones');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healing Stones');
  });
});
