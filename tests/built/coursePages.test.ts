import { describe, expect, test } from 'vitest';
import { builtPage, h1Of, isShown, textOf } from './support/builtSite';

/**
 * The seven course pages, one template: each as served. The browser opens the first of them
 * (pageKinds.spec.ts, for axe-core, the console and the policy).
 */
const coursePages = [
  ['/quran-reading', 'Quran Reading'],
  ['/tajweed', 'Tajweed'],
  ['/quran-translation', 'Quran Translation'],
  ['/memorization', 'Quran Memorization'],
  ['/islamic-studies', 'Islamic Studies'],
  ['/islamic-rules', 'Islamic Rules (Shariah)'],
  ['/islamic-ethics', 'Islamic Ethics'],
] as const;

describe('course pages', () => {
  for (const [path, name] of coursePages) {
    test(`${path} describes the course and lists the other courses`, () => {
      const page = builtPage(path);
      expect(h1Of(page)).toEqual([name]);
      const breadcrumb = page.querySelector('nav[aria-label="Breadcrumb"]')!;
      expect([...breadcrumb.querySelectorAll('li')].map(textOf)).toEqual(['Home', 'Courses', name]);
      expect([...breadcrumb.querySelectorAll('a')].find((link) => textOf(link) === 'Courses')?.getAttribute('href')).toBe('/courses');
      const headings = [...page.querySelectorAll('main h2')].filter(isShown).map(textOf);
      expect(headings).toEqual(expect.arrayContaining(['What you will learn', 'Who this course is for', 'How classes work', 'Course outline', 'Good to know']));
      const popular = [...page.querySelectorAll('main section')].find((section) => textOf(section.querySelector('h2')) === 'Popular Courses')!;
      const cards = popular.querySelectorAll('article');
      expect(cards).toHaveLength(6);
      expect([...popular.querySelectorAll('a')].filter((link) => textOf(link) === name)).toEqual([]);
    });
  }
});
