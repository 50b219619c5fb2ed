import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSite, type SiteContent } from '../../../scripts/engine/content/loadSite';
import { pageGraph } from '../../../src/app/server/renderPage';
import { CourseCards } from '../../../src/blocks/course-cards/CourseCards';
import { courseCardsBlock } from '../../../src/blocks/course-cards/schema';
import { fixtureCopies, type Edit } from '../support/fixtureSite';
import { contentFile } from '../support/realSite';
import { englishLocale } from '../support/locale';

describe('the courses in content/courses.yaml', () => {
  it('read as the site was specified: rating × 24 reviews, free, of flexible duration', () => {
    const courses = contentFile('courses');
    expect(courses.map((course) => course.reviews)).toEqual(courses.map((course) => course.rating * 24));
    expect(new Set(courses.map((course) => course.price))).toEqual(new Set([0]));
    expect(new Set(courses.map((course) => course.duration))).toEqual(new Set(['Flexible']));
  });
});

/*
 * The fixture site's first course, Tajweed, is the subject of its /courses page: the page its `to`
 * names. Its facts are edited in the YAML and read back through the site's loader, as the build
 * reads them.
 */
describe("a course's facts, as content/courses.yaml gives them", () => {
  const fixtureWith = fixtureCopies('course-facts-');
  const tajweed = (from: string, to: string): Edit => ['content/courses.yaml', `  instructor: Qari Hassan\n${from}`, `  instructor: Qari Hassan\n${to}`];
  const tajweedClasses = (to: string): Edit => [
    'content/courses.yaml',
    'The rules of recitation.\n  languages: [English, Urdu]\n  classes: { mode: Online, minutes: 30, repeat: Weekly, times: 4 }',
    `The rules of recitation.\n${to}`,
  ];

  function siteAt(root: string): SiteContent {
    const site = loadSite(root);
    if (!site.data) throw new Error(JSON.stringify(site.errors, null, 2));
    return site.data;
  }

  /** The Tajweed card as a visitor reads it, among the cards of every course. */
  function tajweedCard(site: SiteContent) {
    const block = { ...courseCardsBlock.parse({ type: 'course-cards', items: 'all' }), items: [...site.collections.courses] };
    const html = renderToStaticMarkup(<CourseCards block={block} page={{ path: '/', title: 'Home' }} site={site.site} firstView={false} locale={englishLocale} />);
    const cards = within(new JSDOM(html).window.document.body).getAllByRole('article');
    return within(cards.find((card) => within(card).queryByRole('link', { name: 'Tajweed' }))!);
  }

  /** What the Tajweed page tells search engines about the course. */
  function courseNode(site: SiteContent): Record<string, unknown> {
    const graph = pageGraph(site.routes.find((route) => route.path === '/courses')!, site);
    const [course] = graph['@graph'].filter((node) => (node as { '@type': string })['@type'] === 'Course');
    return course as Record<string, unknown>;
  }

  it('are what its card shows and what its page tells search engines', () => {
    const site = siteAt(fixtureWith());
    const card = tajweedCard(site);
    expect(card.getByText('(120 reviews)')).toBeTruthy();
    expect(card.getByText('Free')).toBeTruthy();
    expect(card.getByText('Flexible')).toBeTruthy();
    expect(courseNode(site)).toMatchObject({
      availableLanguage: ['English', 'Urdu'],
      offers: { category: 'Free', price: 0, priceCurrency: 'PKR' },
      hasCourseInstance: { courseMode: 'Online', courseSchedule: { duration: 'PT30M', repeatFrequency: 'Weekly', repeatCount: 4 } },
    });
  });

  it('change the card and the structured data when an editor changes them', () => {
    const root = fixtureWith(
      tajweed('  rating: 5\n  reviews: 120\n  students: "95"\n  price: 0\n  duration: Flexible', '  rating: 5\n  reviews: 7\n  students: "95"\n  price: 1500\n  duration: 6 months'),
      tajweedClasses('  languages: [Arabic]\n  classes: { mode: Blended, minutes: 45, repeat: Daily, times: 20 }'),
    );
    const site = siteAt(root);
    const card = tajweedCard(site);
    expect(card.getByText('(7 reviews)')).toBeTruthy();
    expect(card.getByText('1,500 Pkr')).toBeTruthy();
    expect(card.queryByText('Free')).toBeNull();
    expect(card.getByText('6 months')).toBeTruthy();
    const node = courseNode(site);
    expect(node).toMatchObject({
      availableLanguage: ['Arabic'],
      offers: { price: 1500, priceCurrency: 'PKR' },
      hasCourseInstance: { courseMode: 'Blended', courseSchedule: { duration: 'PT45M', repeatFrequency: 'Daily', repeatCount: 20 } },
    });
    // Only a free course is marked as one.
    expect(node.offers).not.toHaveProperty('category');
  });

  it('are checked: a review count that is not a whole number is refused where it is written', () => {
    const root = fixtureWith(tajweed('  rating: 5\n  reviews: 120', '  rating: 5\n  reviews: many'));
    expect(loadSite(root).errors.map((error) => `${error.file}:${error.line}: ${error.path}`)).toEqual(['content/courses.yaml:5: [0].reviews']);
  });
});
