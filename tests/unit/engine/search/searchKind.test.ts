import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/app/page/pageSchema';
import { OTHER_PAGES, searchKind, sectionPaths } from '../../../../scripts/engine/search/searchKind';
import { en } from '../../../../src/i18n/messages/en';
import { realSite } from '../../support/realSite';

type Crumb = { label: string; to?: string };

/** A page as far as the search's kind reads it: its path, title, trail and the types of its blocks (and a list's collection). */
function page(path: string, title: string, breadcrumbs: Crumb[] | undefined, blocks: object[] = [{ type: 'prose' }]): Page {
  return { path, title, listed: true, breadcrumbs, blocks } as unknown as Page;
}

const home = page('/', 'Home', undefined, [{ type: 'hero' }]);
const courses = page('/courses', 'Our Courses', [{ label: 'Home', to: '/' }, { label: 'Courses' }]);
const tajweed = page('/courses/tajweed', 'Tajweed', [{ label: 'Home', to: '/' }, { label: 'Courses', to: '/courses' }, { label: 'Tajweed' }]);
const about = page('/about', 'About Us', [{ label: 'Home', to: '/' }, { label: 'About Us' }]);

/** The kind of `subject` on a site of the usual pages and it. */
const kindOf = (subject: Page) => searchKind(subject, sectionPaths([home, courses, tajweed, about, subject]));

describe('the kind a page is filed under in the search', () => {
  it("a page with the Quran's text, an ayah or the surahs' index is Quran, whatever its trail", () => {
    expect(kindOf(page('/read-quran/2', 'Al-Baqarah', [{ label: 'Home', to: '/' }, { label: 'Courses', to: '/courses' }, { label: 'Al-Baqarah' }], [{ type: 'page-header' }, { type: 'surah-text' }]))).toBe('Quran');
    expect(kindOf(page('/read-quran/2/255', 'Al-Baqarah 2:255', undefined, [{ type: 'ayah-text' }]))).toBe('Quran');
    expect(kindOf(page('/read-quran', 'Read the Quran', undefined, [{ type: 'surah-index' }]))).toBe('Quran');
  });

  it('the library is Books', () => {
    expect(kindOf(page('/books', 'Books', undefined, [{ type: 'book-library' }]))).toBe('Books');
  });

  it('the podcasts list is Podcasts; the scholars\' answers and the FAQ are both Questions and answers', () => {
    const list = (collection: string) => [{ type: 'search-list', list: { collection } }];
    expect(kindOf(page('/podcasts', 'Podcasts', undefined, list('podcasts')))).toBe('Podcasts');
    expect(kindOf(page('/qa', 'Ask a scholar', undefined, list('qa')))).toBe('Questions and answers');
    expect(kindOf(page('/faq', 'FAQ', undefined, list('faq')))).toBe('Questions and answers');
  });

  it('the first block that names a kind decides it', () => {
    expect(kindOf(page('/study', 'Study', undefined, [{ type: 'prose' }, { type: 'book-library' }, { type: 'surah-index' }]))).toBe('Books');
  });

  it('a course under Home > Courses is filed under Courses, the label of the section its trail passes through', () => {
    expect(kindOf(tajweed)).toBe('Courses');
  });

  it('a section page itself takes the label its own trail gives it, not its title', () => {
    expect(kindOf(courses)).toBe('Courses');
  });

  it("a page heads a section only once another page's trail passes through it", () => {
    expect(searchKind(about, sectionPaths([home, about]))).toBe(OTHER_PAGES);
    const team = page('/about/team', 'Our team', [{ label: 'Home', to: '/' }, { label: 'About Us', to: '/about' }, { label: 'Our team' }]);
    const sections = sectionPaths([home, about, team]);
    expect(searchKind(team, sections)).toBe('About Us');
    expect(searchKind(about, sections)).toBe('About Us');
  });

  it('the home page, About Us and a page with no trail are Other pages', () => {
    expect(OTHER_PAGES).toBe('Other pages');
    expect(kindOf(home)).toBe('Other pages');
    expect(kindOf(about)).toBe('Other pages');
    expect(kindOf(page('/privacy', 'Privacy Policy', undefined))).toBe('Other pages');
  });
});

describe('the sections of the site', () => {
  it('are the pages the trails pass through, leaving out Home and each page itself', () => {
    expect([...sectionPaths([home, courses, tajweed, about])]).toEqual(['/courses']);
  });
});

describe("the site's own kinds", () => {
  // A section the catalog does not name would show its English breadcrumb on a search page in any language.
  it('are each named in the catalog, by the English name the index files them under', () => {
    const pages = realSite().routes;
    const sections = sectionPaths(pages);
    const filed = new Set(pages.map((page) => searchKind(page, sections)));
    expect([...filed].filter((kind) => !Object.values(en.search.kinds).includes(kind as never))).toEqual([]);
    expect(filed).toEqual(new Set(['Other pages', 'Courses', 'Religious Services', 'Podcasts', 'Questions and answers', 'Quran', 'Books', 'Shop', 'Products']));
  });
});
