import { beforeAll, describe, expect, it } from 'vitest';
import { pageAt } from '../../../../scripts/engine/dev/pageAt';
import { loadPartialSite, type PartialSite } from '../../../../scripts/engine/dev/partialSite';
import { URDU_PAGES, urduFixtureCopies } from './urduFixture';

/*
 * Which page the dev server answers a path with, as the build's files and a static host would:
 * the fixture site in English and Urdu (tests/unit/engine/dev/urduFixture.ts).
 */

const inUrdu = urduFixtureCopies('page-at-');

let site: PartialSite;

beforeAll(() => {
  site = loadPartialSite(inUrdu());
});

/** The answer as a reader of the page sees it: its language, the page's title, the path it is drawn at, the status. */
function answer(path: string, from = site) {
  const found = pageAt(from, path);
  return { language: found.language.prefix || 'default', title: found.route?.page?.title, path: found.path, status: found.status };
}

describe('the page at a path', () => {
  it("is a language's own page under its prefix, drawn at the path as written, with or without its final slash and in any case", () => {
    expect(answer('/ur/')).toEqual({ language: '/ur', title: 'سرورق', path: '/ur/', status: 200 });
    expect(answer('/ur')).toEqual({ language: '/ur', title: 'سرورق', path: '/ur/', status: 200 });
    expect(answer('/ur/Instructors/')).toEqual({ language: '/ur', title: 'ہماری ٹیم', path: '/ur/instructors', status: 200 });
    expect(answer('/team')).toEqual({ language: 'default', title: 'Our Team', path: '/team', status: 200 });
  });

  it("is another language's not-found page at its own address, which the build writes as a file", () => {
    expect(answer('/ur/404')).toEqual({ language: '/ur', title: 'صفحہ نہیں ملا', path: '/ur/404', status: 200 });
  });

  it("is the default language's not-found page, as 404.html, for /404 and every path no page answers, in any language", () => {
    const notFound = { language: 'default', title: 'Page not found', path: '*', status: 404 };
    expect(answer('/404')).toEqual(notFound);
    expect(answer('/no-such-page')).toEqual(notFound);
    // Urdu has no /courses yet.
    expect(answer('/ur/courses')).toEqual(notFound);
    // Only "/ur" and what is under it is Urdu's.
    expect(answer('/urdu')).toEqual(notFound);
  });

  it('is the errors that stop a language, for every path under its prefix, when they leave it no page', () => {
    const broken = loadPartialSite(inUrdu({ 'pages.yaml': URDU_PAGES.replace('    title: سرورق', '    title: [سرورق') }));
    expect(answer('/ur/', broken)).toEqual({ language: '/ur', title: undefined, path: '/ur/', status: 404 });
    expect(pageAt(broken, '/ur/team').language.globalErrors[0]?.file).toBe('content/translations/ur/pages.yaml');
    expect(answer('/team', broken)).toEqual({ language: 'default', title: 'Our Team', path: '/team', status: 200 });
  });
});
