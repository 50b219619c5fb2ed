import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { languageSites } from '../../../../scripts/engine/content/languages';
import { loadSite } from '../../../../scripts/engine/content/loadSite';
import { readSiteSources } from '../../../../scripts/engine/content/siteSources';
import { localizeSources } from '../../../../scripts/engine/content/translations/localizeSources';
import { readTranslation } from '../../../../scripts/engine/content/translations/readTranslation';
import { en } from '../../../../src/i18n/messages/en';
import { fixtureCopies } from '../../support/fixtureSite';

/*
 * The site in a second language: the fixture site with Urdu declared, and its translation written
 * by each test under content/translations/ur/, as an editor would.
 */

const copies = fixtureCopies('translations-');
const withUrdu = (): string =>
  copies([
    'pages.yaml',
    '  locales: [{ code: en, label: English, direction: ltr, intl: en-GB, font: serif }]',
    '  locales: [{ code: en, label: English, direction: ltr, intl: en-GB, font: serif }, { code: ur, label: اردو, direction: rtl, intl: ur-PK, font: nastaliq }]',
  ]);

/** Every message of the English catalog, "اردو" + its key, with the English's placeholders. */
function urduCatalog(catalog: unknown = en): unknown {
  if (typeof catalog === 'string') return `اردو ${(catalog.match(/\{\w+\}/g) ?? []).join(' ')}`.trim();
  return Object.fromEntries(Object.entries(catalog as object).map(([key, value]) => [key, urduCatalog(value)]));
}

function translate(root: string, files: Record<string, string>): void {
  const folder = join(root, 'content/translations/ur');
  mkdirSync(folder, { recursive: true });
  if (!('messages.yaml' in files)) writeFileSync(join(folder, 'messages.yaml'), stringify(urduCatalog()));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
}

const home = `routes:
  /:
    title: سرورق
    blocks:
      - type: hero
        heading: گھر بیٹھے سیکھیں
        text: انفرادی کلاسیں۔
        actions:
          - { label: کورسز دیکھیں }
`;

const lines = (errors: readonly Parameters<typeof formatContentError>[0][]) => errors.map(formatContentError);

describe('a translation laid over the English', () => {
  it('makes the pages it lists, in its texts; what it leaves out stays English and is listed, located in the English', () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': home });
    const site = loadSite(root);
    expect(lines(site.errors)).toEqual([]);
    const [urdu] = site.translations;
    expect(urdu!.data.routes.map((route) => route.path)).toEqual(['/']);
    const hero = urdu!.data.routes[0]!.blocks[0] as { heading: string; actions: { label: string; to: string }[]; image: { alt: string } };
    expect(hero.heading).toBe('گھر بیٹھے سیکھیں');
    expect(hero.actions.map((action) => [action.label, action.to])).toEqual([['کورسز دیکھیں', '/courses'], ['Contact', '/contact']]);
    expect(hero.image.alt).toBe('An open book');
    const untranslated = lines(site.untranslated);
    expect(untranslated).toContain('pages.yaml:52:22: routes[0].blocks[0].actions[1].label: not yet in اردو (ur)');
    expect(untranslated).toContain('pages.yaml:53:43: routes[0].blocks[0].image.alt: not yet in اردو (ur)');
    expect(untranslated).toContain('pages.yaml:57:5: routes[1]: not yet in اردو (ur): the page /courses');
    // The Markdown of the home page's second block, which the translation does not list.
    expect(untranslated).toContain('pages.yaml:55:19: routes[0].blocks[1].markdown: not yet in اردو (ur)');
  });

  it('refuses an address, a field the English lacks and a route it has not, each at its place in the translation', () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': `${home}        image: { src: /images/other.svg }\n  /course:\n    title: کورس\n` });
    expect(lines(loadSite(root).errors)).toEqual([
      'content/translations/ur/pages.yaml:10:23: routes./.blocks[0].image.src: "src" is the same in every language: leave it out of the translation',
      'content/translations/ur/pages.yaml:11:3: routes./course: no route "/course" in pages.yaml. Did you mean "/courses"?',
    ]);
  });

  it('places a mistake the schemas find in a translated text at that text in the translation, where the editor fixes it', () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': `${home}  /team:\n    title: ''\n` });
    expect(lines(loadSite(root).errors)).toEqual(['content/translations/ur/pages.yaml:11:12: routes./team.title: expected a non-empty text, found ""']);
  });

  it("places a translated Markdown text's broken link, and a translated Markdown file that is not there, in the translation", () => {
    const root = withUrdu();
    translate(root, {
      'pages.yaml': `routes:\n  /:\n    blocks:\n      - type: hero\n      - type: prose\n        markdown: ہماری [ٹیم](/teem) کے بارے میں\n  /team:\n    blocks:\n      - type: page-header\n      - type: prose\n        markdown: { file: translations/ur/texts/team.md }\n`,
    });
    expect(lines(loadSite(root).errors)).toEqual([
      'content/translations/ur/pages.yaml:6:19: routes./.blocks[1].markdown: the link "/teem" in this Markdown is not a route declared in pages.yaml. Did you mean "/team"?',
      'content/translations/ur/pages.yaml:11:19: routes./team.blocks[1].markdown: file "content/translations/ur/texts/team.md" does not exist',
    ]);
  });

  it("places a mistake in a translated item's text in the translation's file of the collection", () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': home, 'courses.yaml': 'tajweed:\n  courseName: تجوید\nquran-reading:\n  summary: ""\n' });
    expect(lines(loadSite(root).errors)).toEqual(['content/translations/ur/courses.yaml:4:12: quran-reading.summary: expected a non-empty text, found ""']);
  });

  it("places a mistake in a translated template's text, or in an item's text it quotes, in the translation; the English's own lines stay the English's", () => {
    const root = copies(
      ['pages.yaml', '  locales: [{ code: en, label: English, direction: ltr, intl: en-GB, font: serif }]', '  locales: [{ code: en, label: English, direction: ltr, intl: en-GB, font: serif }, { code: ur, label: اردو, direction: rtl, intl: ur-PK, font: nastaliq }]'],
      ['pages.yaml', 'routes:\n', 'templates:\n  course:\n    from: courses\n    page:\n      path: "{{item.to}}"\n      title: "{{item.courseName}}"\n      blocks:\n        - type: page-header\n          subtitle: Learn with us\n\nroutes:\n  - template: course\n'],
      ['content/courses.yaml', 'to: /courses\n  summary: The rules', 'to: /tajweed\n  summary: The rules'],
      ['content/courses.yaml', 'to: /courses\n  summary: Read', 'to: /quran-reading\n  summary: Read'],
    );
    const template = 'templates:\n  course:\n    page:\n      blocks:\n        - type: page-header\n          subtitle: ""\n';
    translate(root, { 'pages.yaml': `${template}${home}`, 'courses.yaml': 'tajweed:\n  courseName: ""\n' });
    expect(lines(loadSite(root).errors)).toEqual([
      'content/translations/ur/courses.yaml:2:15: tajweed.courseName: expected a non-empty text, found ""',
      'content/translations/ur/pages.yaml:6:21: templates.course.page.blocks[0].subtitle: expected a non-empty text, found "" (in template "course": every page)',
    ]);
  });

  it('says where the translation wrote a text only of the texts it gives, never of the English it leaves as it is', () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': `${home}  /team:\n    title: ہماری ٹیم\n` });
    const localized = localizeSources(readSiteSources(root), readTranslation(root, 'ur'), 'اردو (ur)');
    expect(localized.writtenAt('pages.yaml', ['routes', 2, 'title'])).toEqual({ file: 'content/translations/ur/pages.yaml', line: 11, column: 12, path: ['routes', '/team', 'title'] });
    expect(localized.writtenAt('pages.yaml', ['routes', 0, 'blocks', 0, 'actions', 0, 'label'])).toMatchObject({ line: 9, path: ['routes', '/', 'blocks', 0, 'actions', 0, 'label'] });
    // The block, its address and a text it does not translate are the English's.
    expect(localized.writtenAt('pages.yaml', ['routes', 0, 'blocks', 0])).toBeUndefined();
    expect(localized.writtenAt('pages.yaml', ['routes', 0, 'blocks', 0, 'actions', 0, 'to'])).toBeUndefined();
    expect(localized.writtenAt('pages.yaml', ['routes', 0, 'blocks', 0, 'image', 'alt'])).toBeUndefined();
    expect(localized.writtenAt('content/courses.yaml', [0, 'courseName'])).toBeUndefined();
  });

  it('shows a block the English added in English, never a broken page, and reports it missing', () => {
    const root = withUrdu();
    // The translation knows the home page's prose block only; the English hero before it is new to it.
    translate(root, { 'pages.yaml': 'routes:\n  /:\n    blocks:\n      - type: prose\n        markdown: ہماری [ٹیم](/team) کے بارے میں پڑھیں۔\n' });
    const site = loadSite(root);
    expect(lines(site.errors)).toEqual([]);
    const blocks = site.translations[0]!.data.routes[0]!.blocks as { type: string; heading?: string; markdown?: { html: string } }[];
    expect(blocks.map((block) => block.type)).toEqual(['hero', 'prose']);
    expect(blocks[0]!.heading).toBe('Learn from home');
    expect(lines(site.untranslated)).toContain('pages.yaml:48:18: routes[0].blocks[0].heading: not yet in اردو (ur)');
  });

  it('points the links of a translated page at the pages the language has, and leaves the others on the English', () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': `${home}  /team:\n    title: ہماری ٹیم\n` });
    const site = loadSite(root);
    const [, urdu] = languageSites(site.data!, site.translations);
    expect(urdu!.pages.map((page) => page.path)).toEqual(['/ur/', '/ur/team']);
    expect(urdu!.pages[1]!.aliases).toEqual(['/ur/instructors']);
    const [hero, prose] = urdu!.pages[0]!.blocks as unknown as [{ actions: { to: string }[] }, { markdown: unknown }];
    expect(hero.actions.map((action) => action.to)).toEqual(['/courses', '/contact']);
    expect(JSON.stringify(prose.markdown)).toContain('href=\\"/ur/team\\"');
    expect(urdu!.content.site.menu.entries.flatMap((entry) => ('items' in entry ? entry.items.map((item) => item.to) : [entry.to]))).toEqual(['/courses', '/ur/team', '/contact']);
  });
});

describe("the code's texts in another language", () => {
  it('must have every key of the English, with its placeholders', () => {
    const root = withUrdu();
    const catalog = urduCatalog() as { shell: Record<string, string> };
    delete catalog.shell.menu;
    catalog.shell.languageSamePage = 'یہ صفحہ';
    translate(root, { 'pages.yaml': home, 'messages.yaml': stringify(catalog) });
    const errors = lines(loadSite(root).errors);
    expect(errors).toContainEqual(expect.stringMatching(/^content\/translations\/ur\/messages\.yaml:\d+:\d+: shell\.menu: missing \(the English: "Menu"\)$/));
    expect(errors).toContainEqual(expect.stringMatching(/^content\/translations\/ur\/messages\.yaml:\d+:\d+: shell\.languageSamePage: expected the placeholders \{language\} as the English has, found \(none\)$/));
  });

  it('may keep a group in a file of its own under messages/, never the same group in two files', () => {
    const root = withUrdu();
    const { shell, ...others } = urduCatalog() as { shell: Record<string, string> };
    const { menu: _menu, ...shellWithoutMenu } = shell;
    mkdirSync(join(root, 'content/translations/ur/messages'), { recursive: true });
    writeFileSync(join(root, 'content/translations/ur/messages/shell.yaml'), stringify({ shell: shellWithoutMenu }));
    translate(root, { 'pages.yaml': home, 'messages.yaml': stringify({ ...others, shell }) });
    expect(lines(loadSite(root).errors)).toEqual([
      'content/translations/ur/messages/shell.yaml:1:1: shell: the group "shell" is already in content/translations/ur/messages.yaml: keep each group in one file',
    ]);
    writeFileSync(join(root, 'content/translations/ur/messages.yaml'), stringify(others));
    expect(lines(loadSite(root).errors)).toEqual([expect.stringMatching(/^content\/translations\/ur\/messages\/shell\.yaml:2:3: shell\.menu: missing \(the English: "Menu"\)$/)]);
  });

  it('are refused with an Arabic presentation form in them, located to the character', () => {
    const root = withUrdu();
    translate(root, { 'pages.yaml': home.replace('سرورق', 'سرﻭرق') });
    expect(lines(loadSite(root).errors)).toEqual([
      'content/translations/ur/pages.yaml:3:14: an Arabic presentation form (U+FEED) where a letter belongs: type the word again with an Urdu keyboard, or replace the character by the letter it shows',
    ]);
    expect(readFileSync(join(root, 'content/translations/ur/pages.yaml'), 'utf8')).toContain('ﻭ');
  });
});
