import { describe, expect, test } from 'vitest';
import { siteSettings } from '../e2e/support/site';
import { religiousServices } from '../support/religiousServices';
import { breadcrumbs, builtFile, builtPage, contentLinks, h1Of, hrefsOf, isShown, section, textOf, theSection } from './support/builtSite';

/*
 * The religious service, Educational Fund, product, index and legal pages as served: static
 * blocks, whose words and links need no browser. The browser opens one page of each kind
 * (tests/e2e/pageKinds.spec.ts: a visible h1, no console error, axe-core) and tests what only it
 * can tell (tests/e2e/pagesB.spec.ts: where the layout puts the pictures, a link followed).
 */

/** Text of at least a few words. */
const sentence = /(\w+\W+){5}/;

/** The words of each paragraph under `root`. */
const paragraphs = (root: ParentNode) => [...root.querySelectorAll('p')].map(textOf);

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

  const explainers = [
    { path: '/akeeka', steps: ['Service Request', 'Arrangements', 'Confirmation'] },
    { path: '/religious-5', steps: ['Initial Consultation', 'Ceremony Setup', 'Marriage Certificate'] },
    { path: '/istikhara', steps: ['Consultation Request', 'Consultation Scheduling', 'Online Consultation'] },
  ];
  for (const { path, steps } of explainers) {
    test(`${path} has an intro, Contact Us and the 3 steps`, () => {
      const page = builtPage(path);
      const intros = [...page.querySelectorAll('article')].filter((article) => isShown(article) && article.querySelector('img'));
      expect(intros).toHaveLength(1);
      expect([...intros[0]!.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([expect.stringMatching(sentence)]);
      expect(hrefsOf(intros[0]!, 'Contact Us')).toEqual(['/contact']);
      const howItWorks = theSection(page, 'How It Works');
      expect(howItWorks.querySelectorAll('li')).toHaveLength(3);
      expect([...howItWorks.querySelectorAll('h3')].map(textOf)).toEqual(steps);
    });
  }

  test('the Istikhara consultation happens by video call or chat', () => {
    expect(textOf([...theSection(builtPage('/istikhara'), 'How It Works').querySelectorAll('li')].at(-1))).toContain('video call or chat');
  });

  test('the academic teacher page explains, offers Book Now and shows three testimonials', () => {
    const page = builtPage('/religious-1');
    expect(hrefsOf(page, 'Book Now')).toEqual(['/contact']);
    const testimonials = [...theSection(page, 'What Parents and Students Say').querySelectorAll('figure')];
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(textOf(testimonial.querySelector('blockquote'))).toMatch(/\w{3,}/);
      expect(textOf(testimonial.querySelector('figcaption'))).toMatch(/\w{3,}/);
    }
  });

  test('Majlis e Tarheem lists the two events at 6:00 PM with Register Now, and three attendee testimonials', () => {
    const page = builtPage('/religious-9');
    const events = [...theSection(page, 'Upcoming Events').querySelectorAll('article')];
    expect(events).toHaveLength(2);
    const expected = [
      { text: 'January 15, 2025', iso: '2025-01-15' },
      { text: 'February 10, 2025', iso: '2025-02-10' },
    ];
    for (const [index, { text, iso }] of expected.entries()) {
      const event = events[index]!;
      const [date, time] = event.querySelectorAll('time');
      expect([textOf(date), date?.getAttribute('datetime')]).toEqual([text, iso]);
      expect([textOf(time), time?.getAttribute('datetime')]).toEqual(['6:00 PM', `${iso}T18:00`]);
      expect(textOf(event)).toMatch(/community centre/i);
      expect(hrefsOf(event, /^Register Now/)).toEqual(['/contact']);
    }
    expect(theSection(page, 'What Attendees Say').querySelectorAll('figure')).toHaveLength(3);
  });

  test('Recording Services has its four blocks, each with Contact Us', () => {
    const blocks = [...theSection(builtPage('/recording'), 'What We Record').querySelectorAll('article')];
    expect(blocks).toHaveLength(4);
    expect(textOf(blocks[1])).toContain('Mafatih al-Jinan');
    expect(textOf(blocks[2])).toContain('Nahjul Balagha');
    expect(textOf(blocks[3])).toMatch(/Arabic, Urdu and English/);
    expect(textOf(blocks[3])).toContain('Sahifa Sajjadiya');
    for (const block of blocks) expect(hrefsOf(block, /^Contact Us/)).toEqual(['/contact']);
  });

  // How the six blocks alternate on a wide screen is a matter of layout (tests/e2e/pagesB.spec.ts).
  test('Aamal for Marhoomeen has six blocks, each with Contact Us', () => {
    const blocks = [...theSection(builtPage('/marhomeen'), 'Our Services for the Marhoomeen').querySelectorAll('article')];
    expect(blocks.map((block) => textOf(block.querySelector('h3')))).toEqual([
      'Majlis-e-Tarheem',
      'Quran Khawani',
      'Special Aamal',
      'Qaza Namaz',
      'Qaza Roza',
      'Hajj, Umrah and Ziyarah for Niyabat',
    ]);
    for (const block of blocks) expect(hrefsOf(block, /^Contact Us/)).toEqual(['/contact']);
  });

  test('the static Question Answer page has its text, Submit Question and two fixed entries', () => {
    const page = builtPage('/religious-3');
    expect(hrefsOf(page, 'Submit Question')).toEqual(['/contact']);
    const entries = [...theSection(page, 'Recently Answered').querySelectorAll('article')];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect([...entry.querySelectorAll('h3')].map(textOf)).toEqual([expect.stringMatching(/\?$/)]);
      expect(paragraphs(entry)).toEqual([expect.stringMatching(sentence)]);
    }
  });

  test('the Religious Services index links to every service, once each', () => {
    const page = builtPage('/religious-services');
    expect(h1Of(page)).toEqual(['Religious Services']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Religious Services', null],
    ]);
    expect(contentLinks(page).sort()).toEqual(['/akeeka', '/contact', '/istikhara', '/marhomeen', '/recording', '/religious-1', '/religious-3', '/religious-5', '/religious-9']);
    const shown = [...page.querySelectorAll('main a')].filter(isShown).map((link) => link.getAttribute('href'));
    expect(religiousServices.map(({ path }) => path).filter((path) => !shown.includes(path))).toEqual([]);
  });

});

test('the Educational Fund has its intro, Donate Now, and three fund cards each with Donate Now', () => {
  const page = builtPage('/educational-fund');
  expect(h1Of(page)).toEqual(['Educational Fund']);
  expect(breadcrumbs(page)).toEqual([
    ['Home', '/'],
    ['Educational Fund', null],
  ]);
  const funds = [...theSection(page, 'Choose a Fund').querySelectorAll('article')];
  expect(funds.map((fund) => textOf(fund.querySelector('h3')))).toEqual(['Studio Fund', 'Podcast Fund', 'Islamic Shop Fund']);
  for (const fund of funds) {
    // Its picture is shown: one image, not hidden, whose file is in the build.
    const images = [...fund.querySelectorAll('img')];
    expect(images.map((image) => isShown(image) && !!builtFile(image.getAttribute('src') ?? ''))).toEqual([true]);
    expect(paragraphs(fund)).toEqual([expect.stringMatching(sentence)]);
    expect(hrefsOf(fund, /^Donate Now/)).toEqual(['/contact']);
  }
  expect(hrefsOf(page.querySelector('main')!, /^Donate Now/)).toHaveLength(4);
  expect(contentLinks(page).filter((href) => href !== '/contact')).toEqual([]);
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
      const targets = [...others.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(targets.sort()).toEqual(products.map((product) => product.path).filter((other) => other !== path).sort());
    });
  }

  test('Healing Stones names and describes the ten stones', () => {
    const stones = [...theSection(builtPage('/stones'), 'The Ten Stones').querySelectorAll('article')];
    expect(stones.map((stone) => textOf(stone.querySelector('h3')))).toEqual([
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
    for (const stone of stones) expect(paragraphs(stone)).toEqual([expect.stringMatching(sentence)]);
  });

  test('Hirz-e-Jawad adds the section "Authenticity of the Amulet"', () => {
    expect(paragraphs(theSection(builtPage('/hirz'), 'Authenticity of the Amulet'))[0]).toMatch(sentence);
  });
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

  test('the privacy policy says the service is not for children under 13', () => {
    const parts = [...builtPage('/policy').querySelectorAll('main li')].filter((part) => textOf(part.querySelector('h2')).includes('Children'));
    expect(parts.map((part) => isShown(part) && textOf(part).includes('not intended for children under 13'))).toEqual([true]);
  });
});
