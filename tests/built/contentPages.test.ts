import { describe, expect, test } from 'vitest';
import { siteSettings } from '../e2e/support/site';
import { religiousServices } from '../support/religiousServices';
import { builtPage, textOf } from './support/builtSite';

/*
 * The religious service, product, index and legal pages as served: static blocks, whose words and
 * links need no browser. The browser opens one page of each kind (tests/e2e/pageKinds.spec.ts: a
 * visible h1, no console error, axe-core) and tests what only it can tell (tests/e2e/pagesB.spec.ts).
 */

/** Text of at least a few words. */
const sentence = /(\w+\W+){5}/;

/** The breadcrumb trail: each crumb's label and its link, or null for the current page (aria-current). */
function breadcrumbs(page: Document): [string, string | null][] {
  const nav = page.querySelector('nav[aria-label="Breadcrumb"]');
  return [...(nav?.querySelectorAll('li') ?? [])].map((item) => {
    const link = item.querySelector('a');
    if (link) return [textOf(item), link.getAttribute('href')];
    return [textOf(item), item.querySelector('[aria-current="page"]') || item.getAttribute('aria-current') === 'page' ? null : 'not marked current'];
  });
}

/** The part of the page's content under a section heading (h2). */
function section(page: Document, heading: string | RegExp): Element[] {
  return [...page.querySelectorAll('main h2')]
    .filter((h2) => (typeof heading === 'string' ? textOf(h2) === heading : heading.test(textOf(h2))))
    .map((h2) => h2.closest('section')!)
    .filter(Boolean);
}

/** Every link in the page's content, apart from the breadcrumb trail. */
const contentLinks = (page: Document) => [...page.querySelectorAll('main a')].filter((link) => !link.closest('nav[aria-label="Breadcrumb"]')).map((link) => link.getAttribute('href') ?? '');

const h1Of = (page: Document) => [...page.querySelectorAll('h1')].map(textOf);

describe('religious service pages', () => {
  for (const { path, h1, crumb } of religiousServices) {
    test(`${path} has its title, its breadcrumbs, and every call to action goes to /contact`, () => {
      const page = builtPage(path);
      expect(h1Of(page)).toEqual([h1]);
      expect(breadcrumbs(page)).toEqual([
        ['Home', '/'],
        ['Religious Services', '/religious-services'],
        [crumb, null],
      ]);
      const links = contentLinks(page);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => href !== '/contact')).toEqual([]);
    });
  }
});

const products: { path: string; name: string }[] = [
  { path: '/ring', name: 'Silver Rings' },
  { path: '/tasbee', name: 'Tasbee (Prayer Beads)' },
  { path: '/sajdagah', name: 'Turbat (Prayer Mat)' },
  { path: '/janamaz', name: 'Jai Namaz (Prayer Rug)' },
  { path: '/stones', name: 'Healing Stones' },
  { path: '/hirz', name: 'Hirz-e-Jawad' },
  { path: '/aehram', name: 'Aehram (Pilgrimage Garment)' },
  { path: '/chadar', name: 'Namaz Chadar' },
  { path: '/alam', name: 'Alam-e-Abbas' },
];

describe('product info pages', () => {
  for (const { path, name } of products) {
    test(`${path}: header, intro, gallery, "Why Choose Our", three reviews and the two shared blocks`, () => {
      const page = builtPage(path);
      expect(h1Of(page)).toEqual([name]);
      expect(breadcrumbs(page)).toEqual([
        ['Home', '/'],
        ['Products', '/products'],
        [name, null],
      ]);

      const intro = page.querySelector('main article')!;
      expect(textOf(intro.querySelector('h2'))).not.toBe('');
      expect(textOf(intro.querySelector('p'))).toMatch(sentence);

      const [gallery, ...moreGalleries] = section(page, 'Gallery');
      expect(moreGalleries).toEqual([]);
      // Pictures with a text alternative: an empty alt would make an image decoration.
      const pictures = [...gallery!.querySelectorAll('img')];
      expect(pictures).toHaveLength(3);
      for (const picture of pictures) expect(picture.getAttribute('alt')).toMatch(sentence);

      const why = section(page, /^Why Choose Our .+\?$/);
      expect(why).toHaveLength(1);
      expect(why[0]!.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);

      const reviews = [...section(page, 'What Our Customers Say')[0]!.querySelectorAll('figure')];
      expect(reviews).toHaveLength(3);
      for (const review of reviews) {
        expect(textOf(review.querySelector('blockquote'))).toMatch(sentence);
        expect(textOf(review.querySelector('figcaption'))).toMatch(/\w{3,}/);
      }

      const orders = [...page.querySelectorAll('a')].filter((link) => textOf(link).startsWith('Order via WhatsApp'));
      expect(orders).toHaveLength(1);
      const href = orders[0]!.getAttribute('href')!;
      expect(href.startsWith(`https://wa.me/${siteSettings.whatsapp.number}?text=`)).toBe(true);
      expect(new URL(href).searchParams.get('text')).toContain(name);
      expect(orders[0]!.getAttribute('target')).toBe('_blank');

      const others = section(page, 'Explore Our Other Products')[0]!;
      const hrefs = [...others.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(hrefs.sort()).toEqual(products.map((product) => product.path).filter((other) => other !== path).sort());
    });
  }
});

describe('index pages', () => {
  const indexes = [
    { path: '/products', h1: 'Products', children: products.map((product) => product.path) },
    { path: '/shop', h1: 'Shop', children: ['/islamic-jewelry', '/products'] },
    { path: '/podcasts', h1: 'Podcasts', children: ['/podcast'] },
  ];
  for (const { path, h1, children } of indexes) {
    test(`${path} links to its children`, () => {
      const page = builtPage(path);
      expect(h1Of(page)).toEqual([h1]);
      expect(breadcrumbs(page)).toEqual([
        ['Home', '/'],
        [h1, null],
      ]);
      expect([...new Set(contentLinks(page))].sort()).toEqual([...children].sort());
    });
  }
});

describe('legal pages', () => {
  const legal = [
    { path: '/policy', h1: 'Privacy Policy', sections: 10 },
    { path: '/terms', h1: 'Terms and Conditions', sections: 13 },
  ];
  for (const { path, h1, sections } of legal) {
    test(`${path} has ${sections} numbered sections and quotes the jurisdiction from the site settings`, () => {
      const page = builtPage(path);
      expect(h1Of(page)).toEqual([h1]);
      expect(breadcrumbs(page)).toEqual([
        ['Home', '/'],
        [h1, null],
      ]);
      const parts = [...page.querySelectorAll('main ol > li')].filter((item) => item.querySelector('h2'));
      expect(parts).toHaveLength(sections);
      expect(parts.map((part) => /^(\d+)\./.exec(textOf(part.querySelector('h2')))?.[1])).toEqual(Array.from({ length: sections }, (_, index) => String(index + 1)));
      const text = textOf(page.querySelector('main'));
      expect(text).toContain(`${siteSettings.legal.state}, ${siteSettings.legal.country}`);
      expect(text).toContain(siteSettings.legal.supportPhone);
      const email = [...page.querySelectorAll('main a')].filter((link) => textOf(link) === siteSettings.legal.supportEmail);
      expect(email.map((link) => link.getAttribute('href'))).toContain(`mailto:${siteSettings.legal.supportEmail}`);
      expect(text).not.toContain('{{');
    });
  }
});
