import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { loadSite } from '../../../../scripts/engine/content/loadSite';
import { parseYamlSource } from '../../../../scripts/engine/content/yamlSource';
import { toContentErrors } from '../../../../scripts/engine/content/zodIssues';
import { blockDefinitions } from '../../../../src/blocks/definitions';
import { collectionNames, itemsFrom } from '../../../../src/schema/collections';
import { withValidationContext } from '../../../../src/schema/context';
import { itemId } from '../../../../src/schema/primitives';
import { FIXTURE, fixtureCopies, type Edit } from '../../support/fixtureSite';

/*
 * Each test copies the small fixture site, breaks it with text edits and checks the exact
 * `file:line:column: path: message` the editor would read.
 */

/** A copy of the fixture with the edits made; returns its folder. */
const fixtureWith = fixtureCopies('validator-');

const siteWith = (...edits: Edit[]) => loadSite(fixtureWith(...edits));

const errorsOf = (...edits: Edit[]) => siteWith(...edits).errors.map(formatContentError);
const pages = (from: string, to: string): Edit => ['pages.yaml', from, to];

/** How an image from elsewhere is made the site's own, `file` named after it. */
const fix = (file: string) => `put the file under content/public/images/ and write "/images/${file}" (the site's security policy blocks pictures from other hosts)`;
const ownPicture = (file: string) => `expected one of the site's own pictures, written from /: ${fix(file)}`;

/** The list every wrong block type is answered with: all types, in the order of src/blocks/definitions.ts. */
const validTypes = `Valid types: ${blockDefinitions.map((definition) => `"${definition.type}"`).join(', ')}.`;

describe('the valid fixture', () => {
  it('loads with no errors or warnings', () => {
    const site = siteWith();
    expect(site.errors).toEqual([]);
    expect(site.warnings).toEqual([]);
    expect(site.data?.routes.map((route) => route.path)).toEqual(['/', '/courses', '/team', '/contact', '*']);
    expect(site.files).toEqual(['pages.yaml', ...collectionNames.map((name) => `content/${name}.yaml`), 'content/texts/team.md']);
  });
});

describe('every error at once', () => {
  it('reports all errors of all files, sorted by file and position, and returns no data', () => {
    const site = siteWith(
      pages('{ label: Team, to: /team }', '{ label: Team, to: /taem }'),
      pages('"447946012345"', '"+447946012345"'),
      pages('type: page-header\n        subtitle', 'type: page-heading\n        subtitle'),
      ['content/team.yaml', 'bgColor: teal', 'bgColor: teel'],
    );
    expect(site.data).toBeUndefined();
    expect(site.errors.map(formatContentError)).toEqual([
      'content/team.yaml:2:93: [1].bgColor: expected one of "green", "gold", "teal", "rose", "indigo", "sand", found "teel". Did you mean "teal"?',
      'pages.yaml:13:13: site.whatsapp.number: expected digits with country code (wa.me format: no "+", spaces or leading 0), found "+447946012345"',
      'pages.yaml:27:32: site.menu.entries[0].items[1].to: "/taem" is not a route declared in pages.yaml. Did you mean "/team"?',
      `pages.yaml:63:15: routes[1].blocks[0].type: unknown block type "page-heading". Did you mean "page-header"? ${validTypes}`,
    ]);
  });
});

describe('unknown keys', () => {
  it('points at a misspelt key itself and suggests the nearest valid name, without also reporting the field as missing', () => {
    const [error, ...rest] = siteWith(pages('        heading: Learn from home', '        haeding: Learn from home')).errors;
    expect(rest).toEqual([]);
    expect(error).toEqual({
      file: 'pages.yaml',
      line: 48,
      column: 9,
      path: 'routes[0].blocks[0].haeding',
      message: 'unknown field "haeding". Did you mean "heading"?',
    });
  });

  it('finds a misspelt key inside a flow mapping, deep in a block', () => {
    expect(errorsOf(pages('{ label: Explore Courses, to: /courses }', '{ label: Explore Courses, too: /courses }'))).toEqual([
      'pages.yaml:51:39: routes[0].blocks[0].actions[0].too: unknown field "too". Did you mean "to"?',
    ]);
  });

  it('suggests only fields not yet set: "subheading" next to a "heading" is not taken for it', () => {
    expect(errorsOf(pages('        text: One-to-one classes.\n', '        subheading: One-to-one classes.\n        text: One-to-one classes.\n'))).toEqual([
      'pages.yaml:49:9: routes[0].blocks[0].subheading: unknown field "subheading". Valid fields: type, eyebrow, heading, text, actions, image.',
    ]);
    expect(errorsOf(pages('        heading: Learn from home', '        haeding: Learn from home\n        eyebrw: Online'))).toEqual([
      'pages.yaml:48:9: routes[0].blocks[0].haeding: unknown field "haeding". Did you mean "heading"?',
      'pages.yaml:49:9: routes[0].blocks[0].eyebrw: unknown field "eyebrw". Did you mean "eyebrow"?',
    ]);
  });

  it('lists the valid fields when no name is close', () => {
    expect(errorsOf(pages('        subtitle: Every course we teach', '        subtitle: Every course we teach\n        colour: red'))).toEqual([
      'pages.yaml:65:9: routes[1].blocks[0].colour: unknown field "colour". Valid fields: type, title, subtitle.',
    ]);
  });

  it('suggests within the union member that was meant (a menu link, not a dropdown group)', () => {
    expect(errorsOf(pages('{ label: Contact, to: /contact }', '{ label: Contact, too: /contact }'))).toEqual([
      'pages.yaml:28:27: site.menu.entries[1].too: unknown field "too". Did you mean "to"?',
    ]);
    expect(errorsOf(pages('      - label: Learn\n        items:', '      - label: Learn\n        itmes:'))).toEqual([
      'pages.yaml:25:9: site.menu.entries[0].itmes: unknown field "itmes". Did you mean "items"?',
    ]);
  });

  it('reports a misspelt top-level key once, without calling every link undeclared', () => {
    expect(errorsOf(pages('routes:\n', 'rutes:\n'))).toEqual(['pages.yaml:43:1: rutes: unknown field "rutes". Did you mean "routes"?']);
  });
});

describe('block types', () => {
  it('refuses an unknown block type, naming the nearest and listing the valid ones', () => {
    expect(errorsOf(pages('      - type: cards', '      - type: card'))).toEqual([
      `pages.yaml:65:15: routes[1].blocks[1].type: unknown block type "card". Did you mean "cards"? ${validTypes}`,
    ]);
  });

  it('refuses a block without a type, at the block itself', () => {
    expect(errorsOf(pages('      - type: page-header\n        subtitle', '      - subtitle'))).toEqual([
      `pages.yaml:63:9: routes[1].blocks[0].type: missing required field "type". ${validTypes}`,
    ]);
  });

  it("reports the chosen block's own errors, not a failed union", () => {
    expect(errorsOf(pages('            text: The rules of recitation.\n', ''))).toEqual([
      'pages.yaml:68:13: routes[1].blocks[1].items[0].text: missing required field "text" (expected a text); add it before "image"',
    ]);
  });

  it('refuses a block that is not a set of fields', () => {
    expect(errorsOf(pages('      - type: page-header\n        title: Contact us', '      - page-header'))).toEqual([
      'pages.yaml:83:9: routes[3].blocks[0]: expected a set of fields, found "page-header"',
    ]);
  });
});

describe('missing and mistyped fields', () => {
  it('places a missing field where it belongs among the fields written, naming the block', () => {
    expect(siteWith(pages('        heading: Learn from home\n', '')).errors).toEqual([
      {
        file: 'pages.yaml',
        line: 48,
        column: 9,
        path: 'routes[0].blocks[0].heading',
        message: 'missing required field "heading" (expected a text) in this "hero" block; add it before "text"',
      },
    ]);
  });

  it('places a missing field that comes last after the last field written', () => {
    expect(errorsOf(pages('        linkLabel: Go back home\n        to: /\n', '        linkLabel: Go back home\n'))).toEqual([
      'pages.yaml:92:9: routes[4].blocks[0].to: missing required field "to" (expected a text) in this "not-found" block; add it after "linkLabel"',
    ]);
  });

  it('places a missing site setting on its section', () => {
    expect(errorsOf(pages('    greeting: Hello!\n', ''))).toEqual([
      'pages.yaml:13:5: site.whatsapp.greeting: missing required field "greeting" (expected a text); add it after "number"',
    ]);
  });

  it('refuses a number where a text is expected, and says how to keep it text', () => {
    expect(errorsOf(pages('heading: Learn from home', 'heading: 42'))).toEqual([
      'pages.yaml:48:18: routes[0].blocks[0].heading: expected a text, found number 42 (write it in quotes: "42")',
    ]);
  });

  it('refuses a text where a list is expected, an empty value and an empty text', () => {
    expect(errorsOf(pages('keywords: [Quran, Tajweed]', 'keywords: Quran'))).toEqual([
      'pages.yaml:6:13: site.keywords: expected a list, found "Quran"',
    ]);
    expect(errorsOf(pages('heading: Learn from home', 'heading:'))).toEqual([
      'pages.yaml:48:17: routes[0].blocks[0].heading: expected a text, found an empty value',
    ]);
    expect(errorsOf(pages('heading: Learn from home', 'heading: ""'))).toEqual([
      'pages.yaml:48:18: routes[0].blocks[0].heading: expected a non-empty text, found ""',
    ]);
  });

  it('names every allowed value of a fixed set, and the nearest', () => {
    expect(errorsOf(pages('variant: secondary', 'variant: secondry'))).toEqual([
      'pages.yaml:52:54: routes[0].blocks[0].actions[1].variant: expected one of "primary", "secondary", "light", found "secondry". Did you mean "secondary"?',
    ]);
    expect(errorsOf(['content/courses.yaml', 'rating: 4', 'rating: 3'])).toEqual([
      'content/courses.yaml:18:11: [1].rating: expected one of 4, 5, found number 3',
    ]);
  });

  it('says what a list of the wrong length should hold', () => {
    expect(errorsOf(pages('      - { src: /images/x.svg, alt: Pattern six, width: 400, height: 300 }\n', ''))).toEqual([
      'pages.yaml:35:7: site.footer.gallery: expected exactly six gallery images, found a list of 5',
    ]);
    expect(errorsOf(pages('    blocks:\n      - type: page-header\n        title: Contact us', '    blocks: []'))).toEqual([
      'pages.yaml:82:13: routes[3].blocks: expected at least 1 item, found a list of 0',
    ]);
  });

  it('names both kinds of link when a value is neither', () => {
    expect(errorsOf(pages('to: /contact, variant', 'to: www.example.org, variant'))).toEqual([
      'pages.yaml:52:35: routes[0].blocks[0].actions[1].to: expected an internal path starting with "/" or an https://, mailto: or tel: address, found "www.example.org"',
    ]);
  });
});

describe('duplicate routes', () => {
  it('refuses a path declared twice, on the second one', () => {
    const extra = '\n  - path: /courses\n    title: Courses again\n    blocks:\n      - type: page-header\n';
    expect(errorsOf(pages('        to: /\n', `        to: /\n${extra}`))).toEqual([
      'pages.yaml:95:11: routes[5].path: duplicate route path "/courses" (already declared on line 57)',
    ]);
  });

  it('refuses an alias that clashes with another route regardless of case', () => {
    expect(errorsOf(pages('aliases: [/instructors]', 'aliases: [/Contact]'))).toEqual([
      'pages.yaml:80:11: routes[3].path: duplicate route path "/contact" (already declared on line 73 as "/Contact"; paths match regardless of case)',
    ]);
  });
});

describe('internal links', () => {
  it('refuses a menu link, a top-level menu entry and the header button that name no route', () => {
    expect(
      errorsOf(
        pages('{ label: Team, to: /team }', '{ label: Team, to: /teams }'),
        pages('{ label: Contact, to: /contact }', '{ label: Contact, to: /contct }'),
        pages('cta: { label: Join Now, to: /contact }', 'cta: { label: Join Now, to: /join }'),
      ),
    ).toEqual([
      'pages.yaml:27:32: site.menu.entries[0].items[1].to: "/teams" is not a route declared in pages.yaml. Did you mean "/team"?',
      'pages.yaml:28:31: site.menu.entries[1].to: "/contct" is not a route declared in pages.yaml. Did you mean "/contact"?',
      'pages.yaml:29:33: site.menu.cta.to: "/join" is not a route declared in pages.yaml.',
    ]);
  });

  it('refuses a footer link that names no route', () => {
    expect(errorsOf(pages('{ label: Contact Us, to: /contact }', '{ label: Contact Us, to: /contacts }'))).toEqual([
      'pages.yaml:33:34: site.footer.links[0].to: "/contacts" is not a route declared in pages.yaml. Did you mean "/contact"?',
    ]);
  });

  it('refuses a breadcrumb that names no route', () => {
    expect(errorsOf(pages('{ label: Home, to: / }', '{ label: Home, to: /home }'))).toEqual([
      'pages.yaml:60:28: routes[1].breadcrumbs[0].to: "/home" is not a route declared in pages.yaml.',
    ]);
  });

  it('refuses a block action that names no route, at the action itself', () => {
    const site = siteWith(pages('{ label: Explore Courses, to: /courses }', '{ label: Explore Courses, to: /coures }'));
    expect(site.errors.map(formatContentError)).toEqual([
      'pages.yaml:51:43: routes[0].blocks[0].actions[0].to: "/coures" is not a route declared in pages.yaml. Did you mean "/courses"?',
    ]);
    expect(siteWith(pages('action: { label: Read more, to: /contact }', 'action: { label: Read more, to: /contcat }')).errors).toEqual([
      {
        file: 'pages.yaml',
        line: 70,
        column: 45,
        path: 'routes[1].blocks[1].items[0].action.to',
        message: '"/contcat" is not a route declared in pages.yaml. Did you mean "/contact"?',
      },
    ]);
  });

  it('refuses a link in Markdown that names no route, inline at the value, in a file at the link in the file', () => {
    expect(errorsOf(pages('(/team)', '(/teams)'))).toEqual([
      'pages.yaml:55:19: routes[0].blocks[1].markdown: the link "/teams" in this Markdown is not a route declared in pages.yaml. Did you mean "/team"?',
    ]);
    expect(errorsOf(['content/texts/team.md', '(/contact)', '(/contakt)'])).toEqual([
      'content/texts/team.md:1:29: the link "/contakt" in this Markdown is not a route declared in pages.yaml. Did you mean "/contact"?',
    ]);
  });

  it('refuses raw HTML and a link that is no site path or http(s), mailto or tel address, reported in the Markdown file', () => {
    const link = 'a link in Markdown must go to a site path such as "/contact" or an https://, http://, mailto: or tel: address';
    expect(errorsOf(pages('(/team)', '(javascript:alert(1))'))).toEqual([
      `pages.yaml:55:19: routes[0].blocks[1].markdown: ${link}, found "javascript:alert(1)" at line 1, column 6 of this Markdown`,
    ]);
    expect(errorsOf(['content/texts/team.md', '(/contact)', '(JaVaScRiPt&colon;alert(1))'])).toEqual([
      `content/texts/team.md:1:29: ${link}, found "JaVaScRiPt&colon;alert(1)" (read by browsers as "JaVaScRiPt:alert(1)")`,
    ]);
    expect(errorsOf(['content/texts/team.md', 'the academy.', 'the <img src=x onerror=alert(1)> academy.'])).toEqual([
      'content/texts/team.md:1:20: Markdown may not carry HTML, found "<img src=x onerror=alert(1)>"',
    ]);
  });

  it('refuses a link in a collection file, naming that file', () => {
    expect(errorsOf(['content/courses.yaml', 'to: /courses\n  summary: Read', 'to: /course\n  summary: Read'])).toEqual([
      'content/courses.yaml:24:7: [1].to: "/course" is not a route declared in pages.yaml. Did you mean "/courses"?',
    ]);
  });

  it('reports a route path without its "/" once, not again at every link to it', () => {
    expect(errorsOf(pages('path: /contact', 'path: contact'))).toEqual([
      'pages.yaml:80:11: routes[3].path: expected a path such as "/about" (letters, digits and "-"), or "*" for the not-found page, found "contact"',
    ]);
  });
});

describe('Markdown files', () => {
  const team = readFileSync(join(FIXTURE, 'content/texts/team.md'), 'utf8');
  const teamText = (text: string): Edit => ['content/texts/team.md', team, text];

  it('reports a problem at its line and column in the file, counting lines after a quoted setting', () => {
    expect(errorsOf(teamText('From {{legal.country}}.\n\nSecond paragraph, then\n\n- a list with [a link](/nowhere).\n'))).toEqual([
      'content/texts/team.md:5:15: the link "/nowhere" in this Markdown is not a route declared in pages.yaml.',
    ]);
  });

  it('reports a problem in a file used on two pages once', () => {
    const secondUse = pages('      - type: page-header\n        title: Contact us', '      - type: page-header\n        title: Contact us\n      - type: prose\n        markdown: { file: texts/team.md }');
    expect(errorsOf(secondUse, teamText('Write to [us](/contct).\n'))).toEqual([
      'content/texts/team.md:1:10: the link "/contct" in this Markdown is not a route declared in pages.yaml. Did you mean "/contact"?',
    ]);
  });

  it('refuses a "#" heading, a second h1 on the page, naming the fix', () => {
    expect(errorsOf(teamText('Intro.\n\n# Our teachers\n\nSix people.\n'))).toEqual([
      'content/texts/team.md:3:1: a "#" heading makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead',
    ]);
    expect(errorsOf(teamText('Our teachers\n============\n\n## Who we are\n'))).toEqual([
      'content/texts/team.md:1:1: a heading underlined with "=" makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead',
    ]);
    expect(errorsOf(pages('markdown: Read [about our team](/team).', 'markdown: "# Read about our team"'))).toEqual([
      'pages.yaml:55:19: routes[0].blocks[1].markdown: a "#" heading makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead',
    ]);
  });
});

describe('collections and items', () => {
  // A small schema built from the primitives the blocks use, parsed with the same context and the
  // same issue mapping loadSite uses.
  const schema = z.strictObject({ courses: itemsFrom('courses'), lead: itemId('team') });
  const context = {
    routes: new Set(['/']),
    collections: new Map([
      ['courses', new Map([['tajweed', { id: 'tajweed' }]])],
      ['team', new Map([['proprietor', { id: 'proprietor' }]])],
    ]),
    fileExists: () => true,
    readText: () => undefined,
  };
  const errorsIn = (text: string) => {
    const { source } = parseYamlSource('pages.yaml', text);
    const data: unknown = source.document.toJS();
    const result = withValidationContext(context, () => schema.safeParse(data));
    return result.success ? [] : toContentErrors(result.error.issues, source, schema, data).map(formatContentError);
  };

  it('refuses an item id that does not exist', () => {
    expect(errorsIn('courses: [tajweed, tajwed]\nlead: proprietr\n')).toEqual([
      'pages.yaml:1:20: courses[1]: no item "tajwed" in collection "courses". Did you mean "tajweed"?',
      'pages.yaml:2:7: lead: no item "proprietr" in collection "team". Did you mean "proprietor"?',
    ]);
  });

  it('says a pick is "all" or a list of ids', () => {
    expect(errorsIn('courses: alll\nlead: proprietor\n')).toEqual(['pages.yaml:1:10: courses: expected "all" or a list, found "alll"']);
  });

  it('accepts existing ones and resolves them to the items', () => {
    const { source } = parseYamlSource('pages.yaml', 'courses: all\nlead: proprietor\n');
    const result = withValidationContext(context, () => schema.safeParse(source.document.toJS()));
    expect(result.data).toEqual({ courses: [{ id: 'tajweed' }], lead: 'proprietor' });
  });

  it('refuses a duplicate id in a collection, on the second one', () => {
    expect(errorsOf(['content/courses.yaml', 'id: quran-reading', 'id: tajweed'])).toEqual([
      'content/courses.yaml:15:7: [1].id: duplicate id "tajweed"',
    ]);
  });

  it('refuses a collection file that is missing', () => {
    const root = fixtureWith();
    rmSync(join(root, 'content/team.yaml'));
    expect(loadSite(root).errors.map(formatContentError)).toEqual(['content/team.yaml:1:1: file "content/team.yaml" is missing']);
  });
});

describe('files', () => {
  it('refuses an image that does not exist, in pages.yaml', () => {
    expect(errorsOf(pages('{ src: /images/x.svg, alt: An open book, width: 560', '{ src: /images/y.svg, alt: An open book, width: 560'))).toEqual([
      'pages.yaml:53:23: routes[0].blocks[0].image.src: file "content/public/images/y.svg" does not exist. Did you mean "/images/x.svg"?',
    ]);
  });

  it('refuses an image that does not exist, in a collection file, naming that file', () => {
    const [error, ...rest] = siteWith(['content/courses.yaml', '{ src: /images/x.svg, alt: An open Quran', '{ src: /images/missing.svg, alt: An open Quran']).errors;
    expect(rest).toEqual([]);
    expect(error).toEqual({
      file: 'content/courses.yaml',
      line: 23,
      column: 17,
      path: '[1].image.src',
      message: 'file "content/public/images/missing.svg" does not exist',
    });
  });

  it('suggests the nearest existing file for a misspelt image path, in any folder', () => {
    const root = fixtureWith(pages('{ src: /images/x.svg, alt: An open book', '{ src: /images/courses/tajwed.svg, alt: An open book'));
    mkdirSync(join(root, 'content/public/images/courses'));
    writeFileSync(join(root, 'content/public/images/courses/tajweed.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>');
    expect(loadSite(root).errors.map(formatContentError)).toEqual([
      'pages.yaml:53:23: routes[0].blocks[0].image.src: file "content/public/images/courses/tajwed.svg" does not exist. Did you mean "/images/courses/tajweed.svg"?',
    ]);
  });

  it('refuses an image path without its "/" once, not also as a missing file', () => {
    expect(errorsOf(pages('{ src: /images/x.svg, alt: An open book, width: 560', '{ src: images/x.svg, alt: An open book, width: 560'))).toEqual([
      'pages.yaml:53:23: routes[0].blocks[0].image.src: expected a public path such as "/images/hero.svg", found "images/x.svg"',
    ]);
  });

  it("refuses an image from another host, naming the site's own path to write instead", () => {
    expect(errorsOf(pages('{ src: /images/x.svg, alt: An open book', '{ src: "https://other.example/pics/book.png", alt: An open book'))).toEqual([
      `pages.yaml:53:23: routes[0].blocks[0].image.src: ${ownPicture('book.png')}, found "https://other.example/pics/book.png"`,
    ]);
  });

  it('refuses a protocol-relative image in a collection file once, not also as a missing file', () => {
    expect(errorsOf(['content/courses.yaml', '{ src: /images/x.svg, alt: An open Quran', '{ src: //other.example/quran.svg, alt: An open Quran'])).toEqual([
      `content/courses.yaml:23:17: [1].image.src: ${ownPicture('quran.svg')}, found "//other.example/quran.svg"`,
    ]);
  });

  it('refuses an image from another host in Markdown: inline at the value, in a file at the image in the file', () => {
    const image = `an image in Markdown must be one of the site's own pictures or a data: address: ${fix('team.jpg')}`;
    expect(errorsOf(pages('Read [about our team](/team).', 'Read [about our team](/team). ![Our team](https://other.example/team.jpg)'))).toEqual([
      `pages.yaml:55:19: routes[0].blocks[1].markdown: ${image}, found "https://other.example/team.jpg" at line 1, column 31 of this Markdown`,
    ]);
    expect(errorsOf(['content/texts/team.md', '[Write to us](/contact).', '[Write to us](/contact).\n\n![Our team](//other.example/team.jpg)'])).toEqual([
      `content/texts/team.md:3:1: ${image}, found "//other.example/team.jpg"`,
    ]);
  });

  it('refuses a Markdown file that does not exist', () => {
    expect(errorsOf(pages('texts/team.md', 'texts/teams.md'))).toEqual([
      'pages.yaml:78:19: routes[2].blocks[1].markdown: file "content/texts/teams.md" does not exist. Did you mean "texts/team.md"?',
    ]);
  });
});

describe('declared image sizes', () => {
  const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;
  /** The fixture with the hero's image replaced by `file` and declared as `size`. */
  const heroWith = (file: string, size: string) => {
    const root = fixtureWith(pages('{ src: /images/x.svg, alt: An open book, width: 560, height: 420 }', `{ src: /images/hero.svg, alt: An open book, ${size} }`));
    writeFileSync(join(root, 'content/public/images/hero.svg'), file);
    return loadSite(root).errors.map(formatContentError);
  };

  it('refuses a size of another shape than the file, at the width, with both ways to fix it', () => {
    expect(heroWith(svg('width="560" height="480" viewBox="0 0 560 480"'), 'width: 1200, height: 480')).toEqual([
      'pages.yaml:53:67: routes[0].blocks[0].image.width: declared 1200 x 480 (shape 5:2), but "content/public/images/hero.svg" is 560 x 480 (shape 7:6). ' +
        "Keep width: 1200 with height: 1029, or write the file's own size, width: 560, height: 480",
    ]);
  });

  it('accepts any size of the same shape, within a pixel of rounding', () => {
    expect(heroWith(svg('width="560" height="480" viewBox="0 0 560 480"'), 'width: 1200, height: 1029')).toEqual([]);
    expect(heroWith(svg('width="560" height="480" viewBox="0 0 560 480"'), 'width: 280, height: 240')).toEqual([]);
  });

  it("reads an SVG's width and height attributes first, else its viewBox", () => {
    // The attributes win over a viewBox of another shape: they are the size a browser gives it.
    expect(heroWith(svg('width="400" height="300" viewBox="0 0 48 48"'), 'width: 400, height: 300')).toEqual([]);
    expect(heroWith(svg('viewBox="0 0 1600 900"'), 'width: 1600, height: 900')).toEqual([]);
    expect(heroWith(svg('viewBox="0 0 1600 900"'), 'width: 1600, height: 1200')).toEqual([
      'pages.yaml:53:67: routes[0].blocks[0].image.width: declared 1600 x 1200 (shape 4:3), but "content/public/images/hero.svg" is 1600 x 900 (shape 16:9). Write width: 1600, height: 900',
    ]);
  });

  it('says how to give an SVG a size when it has none', () => {
    expect(heroWith(svg('role="img"'), 'width: 560, height: 480')).toEqual([
      'pages.yaml:53:23: routes[0].blocks[0].image.src: the size of "content/public/images/hero.svg" cannot be read: its <svg> element has neither width and height nor a viewBox. Add viewBox="0 0 560 480" to it',
    ]);
  });
});

describe('WhatsApp number', () => {
  const expected = (found: string) =>
    `pages.yaml:13:13: site.whatsapp.number: expected digits with country code (wa.me format: no "+", spaces or leading 0), found "${found}"`;

  it.each(['+447946012345', '44 7946 012345', '07946012345'])('refuses %s', (number) => {
    expect(errorsOf(pages('"447946012345"', `"${number}"`))).toEqual([expected(number)]);
  });

  it('refuses a number YAML read as a number, saying to quote it', () => {
    expect(errorsOf(pages('"447946012345"', '447946012345'))).toEqual([
      'pages.yaml:13:13: site.whatsapp.number: expected a text, found number 447946012345 (write it in quotes: "447946012345")',
    ]);
  });
});

describe('YAML syntax', () => {
  it('reports a syntax error with its position, and no follow-on errors in other files', () => {
    const site = siteWith(pages('title: Courses\n', 'title: [Courses\n'));
    expect(site.data).toBeUndefined();
    expect(site.errors.map(formatContentError)).toEqual([
      'pages.yaml:58:12: the list opened with "[" here is never closed. Add "]" at its end',
    ]);
  });

  it('refuses a key written twice, at the second one', () => {
    expect(errorsOf(pages('    title: Courses\n', '    title: Courses\n    title: Courses\n'))).toEqual([
      'pages.yaml:59:5: the field "title" is written twice here (first on line 58). Keep one of them',
    ]);
  });
});

describe('YAML syntax, explained once at the line to fix', () => {
  it('names a field indented less than the one before it, and the column it should start at', () => {
    expect(errorsOf(pages('        text: One-to-one classes.', '       text: One-to-one classes.'))).toEqual([
      'pages.yaml:49:8: wrong indentation: "text" starts at column 8, but "heading" on line 48 starts at column 9. ' +
        "Fields of the same item start at the same column (a field's own fields go 2 spaces further); use spaces to line it up",
    ]);
  });

  it('names a field indented further than the one before it, not the value above it', () => {
    expect(errorsOf(pages('        text: One-to-one classes.', '          text: One-to-one classes.'))).toEqual([
      'pages.yaml:49:11: wrong indentation: "text" starts at column 11, but "heading" on line 48 starts at column 9. ' +
        "Fields of the same item start at the same column (a field's own fields go 2 spaces further); use spaces to line it up",
    ]);
  });

  it('names a tab used for indentation, at the tab', () => {
    expect(errorsOf(pages('        text: One-to-one classes.', '\ttext: One-to-one classes.'))).toEqual([
      'pages.yaml:49:1: a tab indents this line, and YAML only accepts spaces for indentation. Replace the tab with spaces, lining the text up with the lines around it',
    ]);
    expect(errorsOf(pages('        text: One-to-one classes.', '      \t  text: One-to-one classes.'))).toEqual([
      'pages.yaml:49:7: a tab indents this line, and YAML only accepts spaces for indentation. Replace the tab with spaces, lining the text up with the lines around it',
    ]);
  });

  it('says to quote a value with ": " in it', () => {
    expect(errorsOf(pages('heading: Learn from home', 'heading: Learn: from home'))).toEqual([
      'pages.yaml:48:18: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes: heading: "Learn: from home"',
    ]);
  });

  it('places an unclosed "[" where it opens', () => {
    expect(errorsOf(pages('keywords: [Quran, Tajweed]', 'keywords: [Quran, Tajweed'))).toEqual([
      'pages.yaml:6:13: the list opened with "[" here is never closed. Add "]" at its end',
    ]);
  });

  it('places an unclosed quote where it opens, not at the end of the file', () => {
    expect(errorsOf(['content/courses.yaml', 'instructor: Qari Hassan', 'instructor: "Qari Hassan'])).toEqual([
      'content/courses.yaml:3:15: the text opened with " here is never closed, so everything after it reads as one text. Add the closing " at the end of the text (or remove this one)',
    ]);
  });
});

describe('placeholders', () => {
  it('warns about placeholder values in site settings but still returns the site', () => {
    const site = siteWith(pages('country: United Kingdom', 'country: "[Country]"'), pages('help@academy.test', 'help@example.org'));
    expect(site.errors).toEqual([]);
    expect(site.data).toBeDefined();
    expect(site.warnings.map(formatContentError)).toEqual([
      'pages.yaml:18:14: site.legal.country: placeholder value left in site settings: "[Country]". Fill in the real value.',
      'pages.yaml:20:19: site.legal.supportEmail: placeholder value left in site settings: "help@example.org". Fill in the real value.',
    ]);
  });
});

describe('site settings quoted in Markdown', () => {
  it('replaces {{path}} with the setting', () => {
    const site = siteWith(['content/texts/team.md', readFileSync(join(FIXTURE, 'content/texts/team.md'), 'utf8'), 'Write to {{ contact.email }} from {{legal.country}}.\n']);
    const team = site.data?.routes.find((route) => route.path === '/team');
    const prose = team?.blocks.find((block) => block.type === 'prose');
    expect(site.errors).toEqual([]);
    const html = prose && 'markdown' in prose ? prose.markdown : '';
    expect(html).toContain('info@academy.test');
    expect(html).toContain('from United Kingdom.');
  });

  it('refuses a setting that does not exist, suggesting the nearest', () => {
    const errors = errorsOf(['content/texts/team.md', readFileSync(join(FIXTURE, 'content/texts/team.md'), 'utf8'), 'From {{legal.contry}}.\n']);
    expect(errors).toEqual(['content/texts/team.md:1:6: "{{legal.contry}}" names no site setting. Did you mean "legal.country"?']);
  });
});
