import { describe, expect, test } from 'vitest';
import { breadcrumbs, builtPage, h1Of, hrefsOf, isShown, linksNamed, shownWithText, textOf, theSection } from './support/builtSite';

/*
 * The home, about, contact, course list, fee, team and testimonials pages as served: their words,
 * links and counts need no browser. The browser opens each of them once in pageKinds.spec.ts (a
 * visible h1, no console error, axe-core), and tests/e2e/pagesA.spec.ts tests what only it can
 * tell: the carousel turning, the currency switch, a click on a course card.
 */

/** The items of a list under `root` that are shown. */
const shownItems = (root: ParentNode) => [...root.querySelectorAll('li')].filter(isShown);

/** Whether each of these section headings (h2) is shown in the page's content. */
const shownHeadings = (page: Document, headings: string[]) =>
  headings.map((heading) => [heading, [...page.querySelectorAll('main h2')].some((h2) => textOf(h2) === heading && isShown(h2))]);

describe('home', () => {
  test('shows the hero, the about section, four features, popular courses and the team', () => {
    const page = builtPage('/');
    expect(h1Of(page)).toEqual(['Learn the Quran and Islamic studies from home']);
    expect(hrefsOf(page, 'Explore Courses')).toEqual(['/courses']);
    expect(hrefsOf(page, 'Start Learning')[0]).toBe('/contact');
    expect(shownHeadings(page, ['Welcome to Al-Noor Quran Academy'])).toEqual([['Welcome to Al-Noor Quran Academy', true]]);
    expect(shownItems(theSection(page, 'Why Learn With Us'))).toHaveLength(4);
    const courses = theSection(page, 'Popular Courses').querySelectorAll('article');
    expect(courses).toHaveLength(4);
    expect(hrefsOf(courses[0]!, 'Quran Reading')).toEqual(['/quran-reading']);
    expect(shownItems(theSection(page, 'Meet Our Team'))).toHaveLength(6);
  });

  // Without JavaScript that slide is the one in view (tests/e2e/pagesA.spec.ts): here, that it is the first testimonial.
  test("the testimonials' first slide, the one shown before any script runs, holds the first testimonial", () => {
    const carousel = builtPage('/').querySelector('[aria-roledescription="carousel"][aria-label="What Our Students Say"]')!;
    const first = [...carousel.querySelectorAll('[role="group"]')].filter((slide) => slide.getAttribute('aria-label') === '1 of 4');
    expect(first.map((slide) => isShown(slide) && textOf(slide).includes('Maryam Siddiqui'))).toEqual([true]);
  });
});

describe('about and contact', () => {
  test('/about tells who we are, how classes work and who the team is', () => {
    const page = builtPage('/about');
    expect(h1Of(page)).toEqual(['About Us']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['About Us', null],
    ]);
    const headings = ['Our Story', 'Our Mission', 'What Makes Us Different', 'How Classes Work', 'Meet Our Team'];
    expect(shownHeadings(page, headings)).toEqual(headings.map((heading) => [heading, true]));
    expect(shownItems(theSection(page, 'Meet Our Team'))).toHaveLength(6);
  });

  test('/contact has its header and an introduction', () => {
    const page = builtPage('/contact');
    expect(h1Of(page)).toEqual(['Contact Us']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Contact Us', null],
    ]);
    expect(shownWithText(page.querySelector('main')!, /we would love to hear from you/)).toHaveLength(1);
  });
});

describe('courses', () => {
  test('/courses lists the seven course cards', () => {
    const page = builtPage('/courses');
    expect(h1Of(page)).toEqual(['Our Courses']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Courses', null],
    ]);
    const cards = [...page.querySelectorAll('main article')];
    expect(cards).toHaveLength(7);
    const card = (name: string) => {
      const found = cards.filter((article) => linksNamed(article, name).length);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    /** The stars of a card's rating, under the one image its label names. */
    const stars = (article: Element, label: string) =>
      [...article.querySelectorAll('[role="img"]')].filter((rating) => rating.getAttribute('aria-label') === label).map((rating) => rating.querySelectorAll('svg').length);

    const reading = card('Quran Reading');
    expect(stars(reading, 'Rated 5 out of 5')).toEqual([5]);
    expect(textOf(reading)).toContain('(120 reviews)');
    // Seen as "Free" and "Flexible"; read out with their labels.
    expect(shownWithText(reading, 'Price: Free')).toHaveLength(1);
    expect(shownWithText(reading, 'Duration: Flexible')).toHaveLength(1);
    expect(textOf(reading)).toContain('Qari Muhammad Abbas');
    expect(textOf(reading)).toContain('120 Students');

    const translation = card('Quran Translation');
    expect(stars(translation, 'Rated 4 out of 5')).toEqual([4]);
    expect(textOf(translation)).toContain('(96 reviews)');

    expect(cards.flatMap((article) => shownWithText(article, 'Price: Free'))).toHaveLength(7);
    expect(cards.flatMap((article) => shownWithText(article, 'Duration: Flexible'))).toHaveLength(7);
  });
});

describe('fee structure', () => {
  test('/fee shows the plans in dollars, "only/month", and Get Admission', () => {
    const page = builtPage('/fee');
    expect(h1Of(page)).toEqual(['Pricing Plans']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Fee Structure', null],
    ]);
    for (const price of ['$35.00 only/month', '$40.00 only/month', '$45.00 only/month', '$60.00 only/month']) {
      expect(shownWithText(page, price), price).toHaveLength(1);
    }
    expect(hrefsOf(page.querySelector('main')!, 'Get Admission')).toEqual(['/contact']);
  });
});

describe('team and testimonials', () => {
  // /instructors is the same page under a second address (site.test.ts, and routes.spec.ts for the server).
  test('/Instructors shows the six team members', () => {
    const page = builtPage('/Instructors');
    expect(h1Of(page)).toEqual(['Our Team']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Our Team', null],
    ]);
    const members = shownItems(page.querySelector('main')!).filter((item) => item.querySelector('h2'));
    expect(members).toHaveLength(6);
    const roles = ['Proprietor', 'Social Media Manager', 'Audio Editor', 'Video Editor', 'Graphic Designer', 'Podcasting and Cameraman'];
    expect(roles.map((role) => [role, members.flatMap((member) => shownWithText(member, role)).length])).toEqual(roles.map((role) => [role, 1]));
  });

  test('/testimonials shows every testimonial at once', () => {
    const page = builtPage('/testimonials');
    expect(h1Of(page)).toEqual(['Testimonials']);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Testimonials', null],
    ]);
    const quotes = [...page.querySelectorAll('main figure')];
    expect(quotes).toHaveLength(6);
    expect(quotes.filter((quote) => !isShown(quote))).toEqual([]);
  });
});

describe('the footer', () => {
  test('links About Us, Contact Us, Privacy Policy, Terms and Conditions, FAQ and Accessibility to their pages, the same on every page', () => {
    const footerLinks = (path: string) => [...builtPage(path).querySelectorAll('nav[aria-label="Footer"] a')].map((link) => [textOf(link), link.getAttribute('href')]);
    const links = footerLinks('/');
    expect(links).toEqual([
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/policy'],
      ['Terms and Conditions', '/terms'],
      ['FAQ', '/faq'],
      ['Accessibility', '/accessibility'],
    ]);
    expect(links.map(([, href]) => [href, h1Of(builtPage(href!))])).toEqual([
      ['/about', ['About Us']],
      ['/contact', ['Contact Us']],
      ['/policy', ['Privacy Policy']],
      ['/terms', ['Terms and Conditions']],
      ['/faq', ['FAQ and Help']],
      ['/accessibility', ['Accessibility Statement']],
    ]);
    for (const path of ['/about', '/faq', '/read-quran/2']) expect(footerLinks(path), path).toEqual(links);
  });
});
