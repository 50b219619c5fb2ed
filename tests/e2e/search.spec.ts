import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/fixtures';

/*
 * What needs a browser on the three searchable lists: the search as the visitor types, the podcasts'
 * player, a link followed, and axe-core over the states they change. What the pages hold as served
 * (their headings, search boxes and every item, the categories, the FAQ's help section) is read in
 * tests/built/searchPages.test.ts.
 */

interface SearchPage {
  path: string;
  label: string;
  noun: string;
  items: string[];
  /** Typed in another case than the item, to show the match ignores case. */
  query: string;
  matches: string[];
  noResults: RegExp;
}

/** Three pages, four fixed items each, searched by title or question. */
const pages: SearchPage[] = [
  {
    path: '/podcast',
    label: 'Search podcasts',
    noun: 'podcasts',
    items: ['The Pillars of Islamic Teachings', 'Stories of the Prophets', 'Imam Ali, the Gate of Knowledge', 'Understanding the Quran'],
    query: 'PROPHET',
    matches: ['Stories of the Prophets'],
    noResults: /No podcasts match your search/,
  },
  {
    path: '/qa',
    label: 'Search questions',
    noun: 'questions',
    items: [
      'Do I have to fast while travelling during Ramadan?',
      'How do I make up prayers I have missed?',
      'How should I care for my elderly parents?',
      'What is the difference between khums and zakat?',
    ],
    query: 'how ',
    matches: ['How do I make up prayers I have missed?', 'How should I care for my elderly parents?'],
    noResults: /No questions match your search/,
  },
  {
    path: '/faq',
    label: 'Search FAQs',
    noun: 'FAQs',
    items: ['How do I join a class?', 'What times are classes held?', 'What is your return policy for shop orders?', 'Do you ship internationally?'],
    query: 'ClAsS',
    matches: ['How do I join a class?', 'What times are classes held?'],
    noResults: /No FAQs match your search/,
  },
];

/** The video host and everything it would pull in; nothing here may be asked for before play is pressed. */
const videoHosts = /^https?:\/\/([^/]*\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com|doubleclick\.net)\//;

const itemHeadings = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

for (const spec of pages) {
  test.describe(`${spec.path} search`, () => {
    test.beforeEach(async ({ context }) => {
      await context.route(videoHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
    });

    test('narrows the list live as the visitor types, says when nothing matches, and clears', async ({ page, consoleErrors }) => {
      await page.goto(spec.path);
      await waitForHydration(page);
      const box = page.getByRole('searchbox', { name: spec.label });
      const count = page.getByRole('main').getByRole('status');
      await expect(itemHeadings(page)).toHaveText(spec.items);
      await expect(count).toHaveText(`4 of 4 ${spec.noun}`);

      await box.pressSequentially(spec.query);
      await expect(itemHeadings(page)).toHaveText(spec.matches);
      await expect(count).toHaveText(`${spec.matches.length} of 4 ${spec.noun}`);
      await expect(page.getByText(spec.noResults)).toHaveCount(0);
      // The three pages are one block, search-list: axe-core reads each page once (with nothing found)
      // and the narrowed state on one of them.
      if (spec.path === '/podcast') await expectNoAxeViolations(page);

      await box.fill('xyz no such words');
      await expect(itemHeadings(page)).toHaveCount(0);
      await expect(page.getByText(spec.noResults)).toBeVisible();
      await expect(count).toHaveText(`0 of 4 ${spec.noun}`);
      await expectNoAxeViolations(page);

      await box.fill('');
      await expect(itemHeadings(page)).toHaveText(spec.items);
      await expect(count).toHaveText(`4 of 4 ${spec.noun}`);
      await expect(page.getByText(spec.noResults)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}

/*
 * The three pages are one block, search-list, so axe-core on a phone reads one of them. At the
 * default desktop width pageKinds.spec.ts reads /podcast, whose block /qa and /faq share (with
 * their own words, and on /faq a help text after it).
 */
test('/podcast passes axe-core on a phone', async ({ page, context }) => {
  await context.route(videoHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/podcast');
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});

test('no request reaches the video host until play is pressed, then the privacy-enhanced player loads', async ({ page, context }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (videoHosts.test(request.url())) videoRequests.push(request.url());
  });
  await context.route(videoHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));

  await page.goto('/podcast');
  await waitForHydration(page);
  // Bring every preview into view so lazy images and anything else deferred would load now.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(videoRequests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  const play = page.getByRole('button', { name: 'Play: Stories of the Prophets' });
  await expect(play).toBeVisible();
  await play.click();
  const player = page.locator('iframe[title="Stories of the Prophets"]');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Qm3xJ7pWv2E?autoplay=1');
  await expect(player).toBeFocused();
  await expect.poll(() => videoRequests).toEqual(['https://www.youtube-nocookie.com/embed/Qm3xJ7pWv2E?autoplay=1']);
  // Only the pressed one: the other three are still previews.
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Play: / })).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('the play button works from the keyboard', async ({ page, context }) => {
  await context.route(videoHosts, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
  await page.goto('/podcast');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Play: Understanding the Quran' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('iframe[title="Understanding the Quran"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
});

test('Q&A: Ask a Question goes to the contact page', async ({ page }) => {
  await page.goto('/qa');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Ask a Question' }).click();
  await expect(page).toHaveURL('/contact');
});
