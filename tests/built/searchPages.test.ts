import { describe, expect, test } from 'vitest';
import { siteSettings } from '../e2e/support/site';
import { breadcrumbs, builtPage, h1Of, hrefsOf, isShown, section, shownWithText, textOf } from './support/builtSite';

/*
 * The three pages of a searchable list (/podcast, /qa, /faq) as served: every item is in the page
 * before any script runs, so a visitor without one, or a search engine, reads them all. The search
 * itself, the video player and axe-core over what they change are tested in the browser
 * (tests/e2e/search.spec.ts).
 */

const pages = [
  {
    path: '/podcast',
    heading: 'Islamic Podcasts',
    label: 'Search podcasts',
    placeholder: 'Search podcasts...',
    items: ['The Pillars of Islamic Teachings', 'Stories of the Prophets', 'Imam Ali, the Gate of Knowledge', 'Understanding the Quran'],
  },
  {
    path: '/qa',
    heading: 'Question Answer',
    label: 'Search questions',
    placeholder: 'Search questions...',
    items: [
      'Do I have to fast while travelling during Ramadan?',
      'How do I make up prayers I have missed?',
      'How should I care for my elderly parents?',
      'What is the difference between khums and zakat?',
    ],
  },
  {
    path: '/faq',
    heading: 'FAQ and Help',
    label: 'Search FAQs',
    placeholder: 'Search FAQs...',
    items: ['How do I join a class?', 'What times are classes held?', 'What is your return policy for shop orders?', 'Do you ship internationally?'],
  },
];

/** The one element under `root` shown with those words. */
function theOne(root: ParentNode, text: string | RegExp): Element {
  const found = shownWithText(root, text);
  expect(found, String(text)).toHaveLength(1);
  return found[0]!;
}

describe('the searchable lists', () => {
  for (const { path, heading, label, placeholder, items } of pages) {
    test(`${path} has its heading and a labelled search box, and the server sends every item`, () => {
      const page = builtPage(path);
      expect(h1Of(page)).toEqual([heading]);
      const boxes = [...page.querySelectorAll('main input[type="search"]')].filter(isShown);
      expect(boxes.map((box) => [textOf(page.querySelector(`label[for="${box.id}"]`)), box.getAttribute('placeholder')])).toEqual([[label, placeholder]]);
      const shown = [...page.querySelectorAll('main article')].filter(isShown);
      expect(shown.map((article) => textOf(article.querySelector('h2, h3')))).toEqual(items);
    });
  }

  test('each podcast shows its title, description and category', () => {
    const page = builtPage('/podcast');
    const items = [...page.querySelectorAll('main article')].filter((article) => textOf(article.querySelector('h2')) === 'Imam Ali, the Gate of Knowledge');
    expect(items).toHaveLength(1);
    theOne(items[0]!, 'Imam Ali');
    theOne(items[0]!, /Nahjul Balagha/);
    expect(breadcrumbs(page)).toContainEqual(['Podcasts', '/podcasts']);
  });

  // Following the link is tested in the browser.
  test('Q&A: the categories show, and Ask a Question leads to the contact page', () => {
    const page = builtPage('/qa');
    const main = page.querySelector('main')!;
    for (const category of ['Fasting', 'Prayer', 'Family', 'Charity']) theOne(main, category);
    expect(hrefsOf(page, 'Ask a Question')).toEqual(['/contact']);
  });

  test('FAQ: the help section gives the support contacts, the 30-day returns and international shipping', () => {
    const { legal } = siteSettings;
    const [help, ...more] = section(builtPage('/faq'), 'Help and Support');
    expect(more).toEqual([]);
    expect(isShown(help!)).toBe(true);
    expect(hrefsOf(help!, legal.supportEmail)).toEqual([`mailto:${legal.supportEmail}`]);
    theOne(help!, new RegExp(legal.supportPhone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    theOne(help!, /return any unused item within 30 days/);
    theOne(help!, /ship internationally\. Shipping fees vary/);
  });
});
