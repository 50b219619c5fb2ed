import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { formatContentError, type ContentError } from '../../../../scripts/engine/content/contentError';
import { loadPartialSite, type PartialLanguage } from '../../../../scripts/engine/dev/partialSite';
import { fixtureCopies, type Edit } from '../../support/fixtureSite';
import { URDU_PAGES, URDU_TEAM_TEXT, urduFixtureCopies } from './urduFixture';

/*
 * The site as the dev server serves it while some content is broken: which pages still render and
 * which answer with the errors that stop them. The fixture site of tests/unit/fixtures/site is
 * copied and broken by text edits, as in validator.test.ts.
 */

/*
 * Mutants of loadPartialSite that no test can kill, each equivalent:
 * - Skipping the shortcut for a valid site: the page-by-page path then gives the same pages, content
 *   and empty error lists; the shortcut only saves parsing every page twice.
 * - A stand-in item in place of a collection that is not a list: such an item is neither valid nor
 *   has an id, so no page and no structured data can ever see it.
 * - Counting a written route as reading a collection file named "undefined": there is no such file.
 * - The fallback that gives a page every error when its parse fails with none traced to it: each
 *   kind of error known is traced to its page (its entry, its template, a file it reads, or the
 *   whole of pages.yaml), so no test can reach it; it stays so that a new kind never leaves a blank page.
 */

const fixtureWith = fixtureCopies('partial-site-');

const pages = (from: string, to: string): Edit => ['pages.yaml', from, to];

/** The team page also lists the members of content/team.yaml. */
const TEAM_BLOCK = pages('        markdown: { file: texts/team.md }', '        markdown: { file: texts/team.md }\n      - type: team\n        members: all');

/** The site in its default language, with every error of the site. */
function loadDefaultLanguage(root: string): PartialLanguage & { errors: readonly ContentError[] } {
  const site = loadPartialSite(root);
  return { ...site.languages[0], errors: site.errors };
}

/** Each route by its first path: the errors that stop it, or "renders". */
function pageStates(site: Pick<PartialLanguage, 'routes'>): Record<string, string[] | 'renders'> {
  return Object.fromEntries(
    site.routes.map((route): [string, string[] | 'renders'] => {
      expect(route.page === undefined, `${route.paths[0]} has a page exactly when it has no errors`).toBe(route.errors.length > 0);
      return [route.paths[0] ?? '', route.page ? 'renders' : route.errors.map(formatContentError)];
    }),
  );
}

describe('a valid site', () => {
  it('renders every page, each found by its path and aliases, with the settings and collections', () => {
    const site = loadDefaultLanguage(fixtureWith(TEAM_BLOCK));
    expect(site.errors).toEqual([]);
    expect(site.globalErrors).toEqual([]);
    expect(site.routes.map((route) => route.paths)).toEqual([['/'], ['/courses'], ['/team', '/instructors'], ['/contact'], ['*']]);
    expect(site.routes.map((route) => route.page?.title)).toEqual(['Home', 'Courses', 'Our Team', 'Contact', 'Page not found']);
    expect(site.routes.map((route) => route.errors)).toEqual([[], [], [], [], []]);
    expect(site.content?.site.name).toBe('Test Academy');
    expect(site.content?.collections.team.map((member) => member.id)).toEqual(['proprietor', 'editor']);
  });
});

describe('a broken page in pages.yaml', () => {
  it('stops only its own route, which shows its error', () => {
    const site = loadDefaultLanguage(fixtureWith(pages('        title: Contact us', '        title: 12')));
    const error = 'pages.yaml:84:16: routes[3].blocks[0].title: expected a text, found number 12 (write it in quotes: "12")';
    expect(pageStates(site)).toEqual({ '/': 'renders', '/courses': 'renders', '/team': 'renders', '/contact': [error], '*': 'renders' });
    expect(site.errors.map(formatContentError)).toEqual([error]);
    expect(site.globalErrors).toEqual([]);
    expect(site.content?.site.name).toBe('Test Academy');
  });

  it('still finds a broken route by its path and aliases, to show its errors', () => {
    const site = loadDefaultLanguage(fixtureWith(pages('    title: Our Team', '    title: [Our Team]')));
    expect(site.routes[2]?.paths).toEqual(['/team', '/instructors']);
    expect(pageStates(site)['/team']).toEqual(['pages.yaml:74:12: routes[2].title: expected a text, found a list of 1']);
  });
});

describe('a broken collection or text', () => {
  it('stops the pages that read it, and leaves its valid items to the rest of the site', () => {
    const site = loadDefaultLanguage(fixtureWith(TEAM_BLOCK, ['content/team.yaml', 'bgColor: teal', 'bgColor: teel']));
    const error =
      'content/team.yaml:2:93: [1].bgColor: expected one of "green", "gold", "teal", "rose", "indigo", "sand", found "teel". Did you mean "teal"?';
    expect(pageStates(site)).toEqual({ '/': 'renders', '/courses': 'renders', '/team': [error], '/contact': 'renders', '*': 'renders' });
    expect(site.globalErrors).toEqual([]);
    expect(site.content?.collections.team.map((member) => member.id)).toEqual(['proprietor']);
  });

  it('leaves every page rendering when no page reads the broken collection', () => {
    const site = loadDefaultLanguage(fixtureWith(['content/team.yaml', 'bgColor: teal', 'bgColor: teel']));
    expect(site.errors).toHaveLength(1);
    expect(Object.values(pageStates(site))).toEqual(['renders', 'renders', 'renders', 'renders', 'renders']);
  });

  it('stops the page quoting a broken Markdown file, and only that one, with only the error of that file', () => {
    // The broken team.yaml is read by no page: its error must not reach the page quoting the text.
    const site = loadDefaultLanguage(fixtureWith(['content/texts/team.md', '(/contact)', '(/contakt)'], ['content/team.yaml', 'bgColor: teal', 'bgColor: teel']));
    expect(site.errors).toHaveLength(2);
    expect(pageStates(site)).toEqual({
      '/': 'renders',
      '/courses': 'renders',
      '/team': ['content/texts/team.md:1:29: the link "/contakt" in this Markdown is not a route declared in pages.yaml. Did you mean "/contact"?'],
      '/contact': 'renders',
      '*': 'renders',
    });
  });

  it('stops the pages reading a collection whose file is missing, and only those', () => {
    const root = fixtureWith(TEAM_BLOCK);
    rmSync(join(root, 'content/team.yaml'));
    const site = loadDefaultLanguage(root);
    expect(pageStates(site)).toEqual({ '/': 'renders', '/courses': 'renders', '/team': ['content/team.yaml:1:1: file "content/team.yaml" is missing'], '/contact': 'renders', '*': 'renders' });
    expect(site.content?.collections.team).toEqual([]);
  });

  it('serves a collection written as something other than a list as none, and stops the pages that read it', () => {
    const root = fixtureWith(TEAM_BLOCK);
    writeFileSync(join(root, 'content/team.yaml'), 'proprietor: { id: proprietor, name: Syed Raza }\n');
    const site = loadDefaultLanguage(root);
    expect(pageStates(site)['/team']).toEqual([expect.stringMatching(/^content\/team\.yaml:1:1: /)]);
    expect(pageStates(site)['/']).toBe('renders');
    expect(site.content?.collections.team).toEqual([]);
  });

  it('serves the valid items of a collection with a syntax error as none, and stops the pages that read it', () => {
    const site = loadDefaultLanguage(fixtureWith(TEAM_BLOCK, ['content/team.yaml', 'name: Syed Raza', 'name: [Syed Raza']));
    expect(pageStates(site)['/team']).toEqual(['content/team.yaml:1:27: the list opened with "[" here is never closed. Add "]" at its end']);
    expect(pageStates(site)['/']).toBe('renders');
    expect(site.content?.collections.team).toEqual([]);
  });
});

describe('errors that concern the whole of pages.yaml', () => {
  it('a YAML syntax error stops every page, and no page can be drawn', () => {
    const site = loadDefaultLanguage(fixtureWith(pages('    title: Courses\n', '    title: [Courses\n')));
    const error = 'pages.yaml:58:12: the list opened with "[" here is never closed. Add "]" at its end';
    expect(site.content).toBeUndefined();
    expect(site.routes).toEqual([]);
    expect(site.globalErrors.map(formatContentError)).toEqual([error]);
    expect(site.errors.map(formatContentError)).toEqual([error]);
  });

  it('wrong site settings stop every page, each showing them, and leave no content to draw with', () => {
    const site = loadDefaultLanguage(fixtureWith(pages('"447946012345"', '"+447946012345"'), pages('        title: Contact us', '        title: 12')));
    const settings =
      'pages.yaml:13:13: site.whatsapp.number: expected digits with country code (wa.me format: no "+", spaces or leading 0), found "+447946012345"';
    const contact = 'pages.yaml:84:16: routes[3].blocks[0].title: expected a text, found number 12 (write it in quotes: "12")';
    expect(pageStates(site)).toEqual({ '/': [settings], '/courses': [settings], '/team': [settings], '/contact': [settings, contact], '*': [settings] });
    expect(site.globalErrors.map(formatContentError)).toEqual([settings]);
    expect(site.content).toBeUndefined();
  });

  it('a route path written without its "/" stops only that route, not the pages whose menu links to it', () => {
    const site = loadDefaultLanguage(fixtureWith(pages('path: /contact', 'path: contact')));
    const error =
      'pages.yaml:80:11: routes[3].path: expected a path such as "/about" (letters, digits and "-"), or "*" for the not-found page, found "contact"';
    expect(site.globalErrors).toEqual([]);
    expect(pageStates(site)).toEqual({ '/': 'renders', '/courses': 'renders', '/team': 'renders', contact: [error], '*': 'renders' });
  });

  it('a misspelt "routes" leaves no page, naming that mistake rather than one in a collection', () => {
    const site = loadDefaultLanguage(fixtureWith(pages('routes:\n', 'rutes:\n'), ['content/team.yaml', 'bgColor: teal', 'bgColor: teel']));
    expect(site.routes).toEqual([]);
    expect(site.errors).toHaveLength(2);
    expect(site.globalErrors.map(formatContentError)).toEqual(['pages.yaml:43:1: rutes: unknown field "rutes". Did you mean "routes"?']);
    expect(site.content).toBeUndefined();
  });

  it('an empty routes list leaves no page and no content, and its consequences in pages.yaml concern the whole site', () => {
    const root = fixtureWith();
    const written = readFileSync(join(root, 'pages.yaml'), 'utf8');
    writeFileSync(join(root, 'pages.yaml'), `${written.slice(0, written.indexOf('routes:'))}routes: []\n`);
    const site = loadDefaultLanguage(root);
    expect(site.routes).toEqual([]);
    expect(site.content).toBeUndefined();
    // The menu's links now lead nowhere; with no page to hold them, they stop the whole site.
    expect(site.globalErrors.map(formatContentError)).toContain('pages.yaml:26:35: site.menu.entries[0].items[0].to: "/courses" is not a route declared in pages.yaml.');
    expect(site.globalErrors.every((error) => error.file === 'pages.yaml')).toBe(true);
  });

  it('an unknown field at the top of pages.yaml stops every page, each listing it once', () => {
    const site = loadDefaultLanguage(withTemplate(pages('routes:\n', 'colour: red\nroutes:\n')));
    const states = pageStates(site);
    expect(Object.keys(states)).toEqual(['/', '/courses', '/tajweed', '/quran-reading', '/team', '/contact', '*']);
    for (const errors of Object.values(states)) expect(errors).toEqual([expect.stringMatching(/^pages\.yaml:\d+:1: colour: unknown field "colour"/)]);
  });

  it('a missing pages.yaml stops everything', () => {
    const root = fixtureWith();
    rmSync(join(root, 'pages.yaml'));
    const site = loadDefaultLanguage(root);
    expect(site.routes).toEqual([]);
    expect(site.content).toBeUndefined();
    expect(site.globalErrors).toEqual(site.errors);
    expect(site.errors.map(formatContentError)).toEqual(['pages.yaml:1:1: file "pages.yaml" is missing']);
  });
});

/** The fixture with a course template making /tajweed and /quran-reading after /courses (as in templates.test.ts). */
function withTemplate(...edits: Edit[]): string {
  const template = `templates:
  course:
    from: courses
    page:
      path: "{{item.to}}"
      title: "{{item.courseName}}"
      blocks:
        - type: page-header
          subtitle: "{{item.summary}}"

routes:`;
  return fixtureWith(
    pages('routes:\n', `${template}\n`),
    pages('  - path: /team', '  - template: course\n\n  - path: /team'),
    ['content/courses.yaml', 'to: /courses\n  summary: The rules', 'to: /tajweed\n  summary: The rules'],
    ['content/courses.yaml', 'to: /courses\n  summary: Read', 'to: /quran-reading\n  summary: Read'],
    ...edits,
  );
}

describe('pages made by a template', () => {
  it('render in place of the template route, found by the paths the items give them', () => {
    const site = loadDefaultLanguage(withTemplate());
    expect(site.errors).toEqual([]);
    expect(site.routes.map((route) => route.paths[0])).toEqual(['/', '/courses', '/tajweed', '/quran-reading', '/team', '/contact', '*']);
    expect(site.routes[2]?.page?.title).toBe('Tajweed');
  });

  it('break with a mistake in their template, leaving the written routes alone', () => {
    const site = loadDefaultLanguage(withTemplate(pages('          subtitle: "{{item.summary}}"', '          subtitle: "{{item.summary}}"\n          colour: red')));
    const states = pageStates(site);
    expect(states['/tajweed']).toHaveLength(1);
    expect(states['/tajweed']).toEqual(states['/quran-reading']);
    expect((states['/tajweed'] as string[])[0]).toMatch(/^pages\.yaml:\d+:\d+: templates\.course\.page\.blocks\[0\]\.colour: unknown field "colour"/);
    expect([states['/'], states['/courses'], states['/team'], states['/contact'], states['*']]).toEqual(['renders', 'renders', 'renders', 'renders', 'renders']);
  });

  it('show only the mistake in their template, not those of the written routes', () => {
    const site = loadDefaultLanguage(
      withTemplate(pages('          subtitle: "{{item.summary}}"', '          subtitle: "{{item.summary}}"\n          colour: red'), pages('        title: Contact us', '        title: 12')),
    );
    const states = pageStates(site);
    expect(states['/tajweed']).toEqual([expect.stringMatching(/templates\.course\.page\.blocks\[0\]\.colour: unknown field "colour"/)]);
    expect(states['/contact']).toEqual([expect.stringMatching(/routes\[4\]\.blocks\[0\]\.title: expected a text, found number 12/)]);
    expect(states['/team']).toBe('renders');
  });

  it('break with a mistake in an item of their collection, which also stops the pages reading that collection', () => {
    const site = loadDefaultLanguage(withTemplate(['content/courses.yaml', 'rating: 4', 'rating: 3']));
    const error = 'content/courses.yaml:18:11: [1].rating: expected one of 4, 5, found number 3';
    const states = pageStates(site);
    expect(states['/tajweed']).toEqual([error]);
    expect(states['/quran-reading']).toEqual([error]);
    expect(states['/courses']).toBe('renders');
    expect(states['/contact']).toBe('renders');
  });

  it('do not shift the errors of the written routes after them onto other pages', () => {
    const site = loadDefaultLanguage(withTemplate(pages('        title: Contact us', '        title: 12')));
    const states = pageStates(site);
    expect(states['/contact']).toEqual([expect.stringMatching(/^pages\.yaml:\d+:16: routes\[4\]\.blocks\[0\]\.title: expected a text, found number 12/)]);
    expect([states['/'], states['/courses'], states['/tajweed'], states['/quran-reading'], states['/team'], states['*']]).toEqual([
      'renders',
      'renders',
      'renders',
      'renders',
      'renders',
      'renders',
    ]);
  });
});

const inUrdu = urduFixtureCopies('partial-site-urdu-');

/** Each route of a language by its first path as served: the errors that stop it, or "renders". */
const languageStates = (root: string) => loadPartialSite(root).languages.map(pageStates);

describe('the site in another language', () => {
  it("serves each language's pages at their own paths, in the language, linking to the pages it has", () => {
    const site = loadPartialSite(inUrdu());
    expect(site.errors).toEqual([]);
    const [english, urdu] = site.languages;
    expect(site.languages.map((language) => language.prefix)).toEqual(['', '/ur']);
    expect(urdu!.routes.map((route) => route.paths)).toEqual([['/ur/'], ['/ur/team', '/ur/instructors'], ['*', '/ur/404']]);
    expect(urdu!.routes.map((route) => route.page?.title)).toEqual(['سرورق', 'ہماری ٹیم', 'صفحہ نہیں ملا']);
    expect(urdu!.content?.locale).toMatchObject({ code: 'ur', direction: 'rtl', font: 'nastaliq', prefix: '/ur' });
    expect(JSON.stringify(urdu!.routes[0]!.page?.blocks)).toContain('href=\\"/ur/team\\"');
    // The English pages know which of them Urdu has, for the language switch and hreflang.
    expect([...english.content!.languages![1]!.paths]).toEqual(['/', '/team', '/instructors', '/404']);
  });

  it('a mistake in a translated page stops that page in that language only, located in the translation', () => {
    const root = inUrdu({ 'pages.yaml': URDU_PAGES.replace('    title: ہماری ٹیم', '    title: [ہماری ٹیم]') });
    const error = 'content/translations/ur/pages.yaml:8:12: routes./team.title: expected a text in place of the English a text, found a list';
    expect(languageStates(root)).toEqual([
      { '/': 'renders', '/courses': 'renders', '/team': 'renders', '/contact': 'renders', '*': 'renders' },
      { '/ur/': 'renders', '/ur/team': [error], '*': 'renders' },
    ]);
    // Its English page still leads to it, where the error shows.
    expect(loadPartialSite(root).languages[0].content?.languages?.[1]?.paths.has('/team')).toBe(true);
  });

  it('a translated text the schema refuses stops its page, not the route of the same rank, and is placed where the translation wrote it', () => {
    // Urdu has three of the five English routes: /team is its second, the English's third.
    const root = inUrdu({ 'pages.yaml': URDU_PAGES.replace('    title: ہماری ٹیم', "    title: ''") });
    expect(languageStates(root)[1]).toEqual({ '/ur/': 'renders', '/ur/team': ['content/translations/ur/pages.yaml:8:12: routes./team.title: expected a non-empty text, found ""'], '*': 'renders' });
  });

  it("a mistake in the translation's Markdown stops only the page quoting it", () => {
    const root = inUrdu({ 'texts/team.md': URDU_TEAM_TEXT.replace('(/contact)', '(/contakt)') });
    expect(languageStates(root)[1]).toEqual({
      '/ur/': 'renders',
      '/ur/team': [expect.stringMatching(/^content\/translations\/ur\/texts\/team\.md:1:26: the link "\/contakt" in this Markdown is not a route declared in pages\.yaml\. Did you mean "\/contact"\?$/)],
      '*': 'renders',
    });
  });

  it("a mistake in the language's catalog of the code's texts stops every page in it, and none in English", () => {
    const root = inUrdu({ 'messages.yaml': stringify(urduCatalogWithout('shell')) });
    const site = loadPartialSite(root);
    const [english, urdu] = site.languages;
    expect(Object.values(pageStates(english))).toEqual(['renders', 'renders', 'renders', 'renders', 'renders']);
    expect(urdu!.content).toBeUndefined();
    expect(urdu!.globalErrors.map(formatContentError)).toEqual(['content/translations/ur/messages.yaml:1:1: shell: missing: a group of texts']);
    expect(Object.values(pageStates(urdu!))).toEqual([[expect.stringContaining('shell: missing')], [expect.stringContaining('shell: missing')], [expect.stringContaining('shell: missing')]]);
  });

  it('a YAML syntax error in the translation of pages.yaml stops the language, which then has no page', () => {
    const site = loadPartialSite(inUrdu({ 'pages.yaml': URDU_PAGES.replace('    title: سرورق', '    title: [سرورق') }));
    const [english, urdu] = site.languages;
    expect(urdu!.routes).toEqual([]);
    expect(urdu!.globalErrors.map(formatContentError)).toEqual([
      'content/translations/ur/pages.yaml:3:12: the list opened with "[" here is never closed. Add "]" at its end',
      // What follows from it: the language has no page.
      'pages.yaml:44:3: routes: in اردو (ur): expected at least 1 item, found a list of 0',
    ]);
    expect(Object.values(pageStates(english))).toEqual(['renders', 'renders', 'renders', 'renders', 'renders']);
  });

  it('a mistake in the English stops its pages in every language that shows it, and the translation still serves the others', () => {
    // The Urdu home page keeps the English hero's picture.
    const root = inUrdu({}, pages('        image: { src: /images/x.svg, alt: An open book', '        image: { src: /images/y.svg, alt: An open book'));
    const [english, urdu] = languageStates(root);
    expect(english).toMatchObject({ '/': [expect.stringMatching(/^pages\.yaml:53:23: routes\[0\]\.blocks\[0\]\.image\.src: file "content\/public\/images\/y\.svg" does not exist/)], '/team': 'renders' });
    expect(urdu).toMatchObject({ '/ur/': [expect.stringMatching(/^pages\.yaml:53:23: routes\[0\]\.blocks\[0\]\.image\.src: in اردو \(ur\): file "content\/public\/images\/y\.svg" does not exist/)], '/ur/team': 'renders', '*': 'renders' });
  });
});

/** The fixture's Urdu catalog, without one group of texts. */
function urduCatalogWithout(group: string): unknown {
  const catalog = parse(readFileSync(join(inUrdu(), 'content/translations/ur/messages.yaml'), 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(catalog).filter(([name]) => name !== group));
}
