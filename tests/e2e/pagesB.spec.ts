import type { Locator, Page } from '@playwright/test';
import { religiousServices } from '../support/religiousServices';
import { expect, test, waitForHydration } from './support/fixtures';

/** Text of at least a few words. */
const sentence = /(\w+\W+){5}/;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The breadcrumb trail as label and target of each crumb; the last one is the current page. */
async function expectBreadcrumbs(page: Page, trail: [string, string | null][]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(nav.getByRole('listitem')).toHaveText(trail.map(([label]) => label));
  for (const [label, to] of trail) {
    if (to) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', to);
    else await expect(nav.getByText(label, { exact: true })).toHaveAttribute('aria-current', 'page');
  }
}

/** The part of the page's content under a section heading (h2). */
function section(page: Page, heading: string | RegExp): Locator {
  return page.getByRole('main').locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });
}

/** Every link in the page's content, apart from the breadcrumb trail. */
async function contentLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => !link.closest('nav[aria-label="Breadcrumb"]')).map((link) => link.getAttribute('href') ?? ''));
}

/*
 * Each page's title, breadcrumbs and links as served are checked by tests/built/contentPages.test.ts;
 * here, what a browser shows.
 */
test.describe('religious service pages', () => {
  const explainers = [
    { path: '/akeeka', steps: ['Service Request', 'Arrangements', 'Confirmation'] },
    { path: '/religious-5', steps: ['Initial Consultation', 'Ceremony Setup', 'Marriage Certificate'] },
    { path: '/istikhara', steps: ['Consultation Request', 'Consultation Scheduling', 'Online Consultation'] },
  ];
  for (const { path, steps } of explainers) {
    test(`${path} has an intro, Contact Us and the 3 steps`, async ({ page }) => {
      await open(page, path);
      const intro = page.getByRole('article').filter({ has: page.getByRole('img') });
      await expect(intro).toHaveCount(1);
      await expect(intro.getByRole('img')).toHaveAttribute('alt', sentence);
      await expect(intro.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      const howItWorks = section(page, 'How It Works');
      await expect(howItWorks.getByRole('listitem')).toHaveCount(3);
      await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText(steps);
    });
  }

  test('the Istikhara consultation happens by video call or chat', async ({ page }) => {
    await open(page, '/istikhara');
    await expect(section(page, 'How It Works').getByRole('listitem').last()).toContainText('video call or chat');
  });

  test('the academic teacher page explains, offers Book Now and shows three testimonials', async ({ page }) => {
    await open(page, '/religious-1');
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/contact');
    const testimonials = section(page, 'What Parents and Students Say').getByRole('figure');
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.locator('blockquote')).toHaveText(/\w{3,}/);
      await expect(testimonial.locator('figcaption')).toHaveText(/\w{3,}/);
    }
  });

  test('Majlis e Tarheem lists the two events at 6:00 PM with Register Now, and three attendee testimonials', async ({ page }) => {
    await open(page, '/religious-9');
    const events = section(page, 'Upcoming Events').getByRole('article');
    await expect(events).toHaveCount(2);
    const expected = [
      { text: 'January 15, 2025', iso: '2025-01-15' },
      { text: 'February 10, 2025', iso: '2025-02-10' },
    ];
    for (const [index, { text, iso }] of expected.entries()) {
      const event = events.nth(index);
      await expect(event.locator('time').first()).toHaveText(text);
      await expect(event.locator('time').first()).toHaveAttribute('datetime', iso);
      await expect(event.locator('time').nth(1)).toHaveText('6:00 PM');
      await expect(event.locator('time').nth(1)).toHaveAttribute('datetime', `${iso}T18:00`);
      await expect(event).toContainText(/community centre/i);
      await expect(event.getByRole('link', { name: /^Register Now/ })).toHaveAttribute('href', '/contact');
    }
    await expect(section(page, 'What Attendees Say').getByRole('figure')).toHaveCount(3);
  });

  test('Recording Services has its four blocks, each with Contact Us', async ({ page }) => {
    await open(page, '/recording');
    const blocks = section(page, 'What We Record').getByRole('article');
    await expect(blocks).toHaveCount(4);
    await expect(blocks.nth(1)).toContainText('Mafatih al-Jinan');
    await expect(blocks.nth(2)).toContainText('Nahjul Balagha');
    await expect(blocks.nth(3)).toContainText(/Arabic, Urdu and English/);
    await expect(blocks.nth(3)).toContainText('Sahifa Sajjadiya');
    for (const block of await blocks.all()) await expect(block.getByRole('link', { name: /^Contact Us/ })).toHaveAttribute('href', '/contact');
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('Aamal for Marhoomeen has six blocks with Contact Us, image and text alternating', async ({ page }) => {
      await open(page, '/marhomeen');
      const blocks = section(page, 'Our Services for the Marhoomeen').getByRole('article');
      await expect(blocks.getByRole('heading', { level: 3 })).toHaveText([
        'Majlis-e-Tarheem',
        'Quran Khawani',
        'Special Aamal',
        'Qaza Namaz',
        'Qaza Roza',
        'Hajj, Umrah and Ziyarah for Niyabat',
      ]);
      const sides: string[] = [];
      for (const block of await blocks.all()) {
        await expect(block.getByRole('link', { name: /^Contact Us/ })).toHaveAttribute('href', '/contact');
        const image = (await block.getByRole('img').boundingBox())!;
        const heading = (await block.getByRole('heading').boundingBox())!;
        sides.push(image.x < heading.x ? 'image left' : 'image right');
      }
      expect(sides).toEqual(['image left', 'image right', 'image left', 'image right', 'image left', 'image right']);
    });
  });

  test('the static Question Answer page has its text, Submit Question and two fixed entries', async ({ page }) => {
    await open(page, '/religious-3');
    await expect(page.getByRole('link', { name: 'Submit Question' })).toHaveAttribute('href', '/contact');
    const entries = section(page, 'Recently Answered').getByRole('article');
    await expect(entries).toHaveCount(2);
    for (const entry of await entries.all()) {
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(/\?$/);
      await expect(entry.getByRole('paragraph')).toHaveText(sentence);
    }
  });

  test('the Religious Services index links to every service', async ({ page }) => {
    await open(page, '/religious-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Religious Services');
    await expectBreadcrumbs(page, [
      ['Home', '/'],
      ['Religious Services', null],
    ]);
    const links = await contentLinks(page);
    expect(links.sort()).toEqual(['/akeeka', '/contact', '/istikhara', '/marhomeen', '/recording', '/religious-1', '/religious-3', '/religious-5', '/religious-9']);
    for (const { path } of religiousServices) {
      await expect(page.getByRole('main').locator(`a[href="${path}"]`)).toBeVisible();
    }
  });
});

test('the Educational Fund has its intro, Donate Now, and three fund cards each with Donate Now', async ({ page, consoleErrors }) => {
  await open(page, '/educational-fund');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Educational Fund');
  await expectBreadcrumbs(page, [
    ['Home', '/'],
    ['Educational Fund', null],
  ]);
  const funds = section(page, 'Choose a Fund').getByRole('article');
  await expect(funds.getByRole('heading', { level: 3 })).toHaveText(['Studio Fund', 'Podcast Fund', 'Islamic Shop Fund']);
  for (const fund of await funds.all()) {
    await expect(fund.locator('img')).toBeVisible();
    await expect(fund.getByRole('paragraph')).toHaveText(sentence);
    await expect(fund.getByRole('link', { name: /^Donate Now/ })).toHaveAttribute('href', '/contact');
  }
  await expect(page.getByRole('main').getByRole('link', { name: /^Donate Now/ })).toHaveCount(4);
  expect((await contentLinks(page)).every((href) => href === '/contact')).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test.describe('product info pages', () => {
  test('Healing Stones names and describes the ten stones', async ({ page }) => {
    await open(page, '/stones');
    const stones = section(page, 'The Ten Stones').getByRole('article');
    await expect(stones.getByRole('heading', { level: 3 })).toHaveText([
      'Aqeeq',
      'Feroza',
      'Amethyst',
      'Rose Quartz',
      'Black Onyx',
      'Citrine',
      'Lapis Lazuli',
      'Carnelian',
      'Jade',
      'Tiger’s Eye',
    ]);
    for (const stone of await stones.all()) await expect(stone.getByRole('paragraph')).toHaveText(sentence);
  });

  test('Hirz-e-Jawad adds the section "Authenticity of the Amulet"', async ({ page }) => {
    await open(page, '/hirz');
    await expect(section(page, 'Authenticity of the Amulet').getByRole('paragraph').first()).toHaveText(sentence);
  });

  test('the other-products links lead to those pages', async ({ page }) => {
    await open(page, '/ring');
    await section(page, 'Explore Our Other Products').getByRole('link', { name: 'Healing Stones' }).click();
    await expect(page).toHaveURL('/stones');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healing Stones');
  });
});

test.describe('legal pages', () => {
  test('the privacy policy says the service is not for children under 13', async ({ page }) => {
    await open(page, '/policy');
    await expect(section(page, /Children/).getByText(/not intended for children under 13/)).toBeVisible();
  });
});
