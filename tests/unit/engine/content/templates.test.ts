import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { loadSite } from '../../../../scripts/engine/content/loadSite';
import { collectionNames } from '../../../../src/schema/collections';

/*
 * The small valid site of tests/unit/fixtures/site, given a course template: one page per item of
 * content/courses.yaml, placed after /courses. Each test breaks one thing and checks where the
 * error is reported: at the item that supplied the value, or at the template line.
 */

const FIXTURE = fileURLToPath(new URL('../../fixtures/site', import.meta.url));
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const TEMPLATES = `templates:
  course:
    from: courses
    page:
      path: "{{item.to}}"
      title: "{{item.courseName}}"
      description: "{{item.description}}"
      breadcrumbs:
        - { label: Home, to: / }
        - { label: "{{item.courseName}}" }
      blocks:
        - type: page-header
          subtitle: "{{item.subtitle}}"
        - type: media-text
          items:
            - title: "{{item.headline}}"
              markdown: "{{item.pitch}} Taught by {{item.instructor}}."
              image: "{{item.image}}"
              action: { label: Start Learning, to: /contact }

routes:`;

const COURSES = `- id: tajweed
  courseName: Tajweed
  instructor: Qari Hassan
  rating: 5
  students: "95"
  image: { src: /images/x.svg, alt: An open book, width: 400, height: 300 }
  to: /tajweed
  summary: The rules of recitation.
  description: Learn the rules of Tajweed.
  subtitle: Recite as it was revealed
  headline: Beautify your recitation
  pitch: Learn where each letter is pronounced.
  reviews: 120
  price: 0
  duration: Flexible
  languages: [English, Urdu]
  classes: { mode: Online, minutes: 30, repeat: Weekly, times: 4 }

- id: quran-reading
  courseName: Quran Reading
  instructor: Qari Abbas
  rating: 4
  students: 120+
  image: { src: /images/x.svg, alt: An open Quran, width: 400, height: 300 }
  to: /quran-reading
  summary: Read the Quran fluently.
  description: Learn to read the Quran.
  subtitle: From the letters to fluent reading
  headline: Read with confidence
  pitch: Step by step, from the letters.
  reviews: 96
  price: 0
  duration: Flexible
  languages: [English, Urdu]
  classes: { mode: Online, minutes: 30, repeat: Weekly, times: 4 }
`;

type Edit = [file: string, from: string, to: string];

function siteWith(...edits: Edit[]) {
  const root = mkdtempSync(join(tmpdir(), 'templates-'));
  folders.push(root);
  cpSync(FIXTURE, root, { recursive: true });
  for (const name of collectionNames) {
    if (!existsSync(join(root, `content/${name}.yaml`))) writeFileSync(join(root, `content/${name}.yaml`), '[]\n');
  }
  const pages = readFileSync(join(root, 'pages.yaml'), 'utf8')
    .replace('routes:', TEMPLATES)
    .replace('  - path: /team', '  - template: course\n\n  - path: /team');
  writeFileSync(join(root, 'pages.yaml'), pages);
  writeFileSync(join(root, 'content/courses.yaml'), COURSES);
  for (const [file, from, to] of edits) {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text.split(from).length - 1, `"${from}" in ${file}`).toBe(1);
    writeFileSync(join(root, file), text.replace(from, to));
  }
  const lineOf = (file: string, text: string) => readFileSync(join(root, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;
  return { site: loadSite(root), lineOf };
}

const errorsOf = (...edits: Edit[]) => {
  const { site, lineOf } = siteWith(...edits);
  return { errors: site.errors.map(formatContentError), lineOf };
};

describe('page templates', () => {
  it('make one page per item, in place of the template route, with the item quoted', () => {
    const { site } = siteWith();
    expect(site.errors).toEqual([]);
    const routes = site.data!.routes;
    expect(routes.map((route) => route.path)).toEqual(['/', '/courses', '/tajweed', '/quran-reading', '/team', '/contact', '*']);
    const tajweed = routes[2]!;
    expect(tajweed.title).toBe('Tajweed');
    expect(tajweed.breadcrumbs?.[1]).toEqual({ label: 'Tajweed' });
    const media = tajweed.blocks[1] as { items: { title: string; image: { alt: string } }[] };
    expect(media.items[0]!.title).toBe('Beautify your recitation');
    expect(media.items[0]!.image.alt).toBe('An open book');
    expect(JSON.stringify(tajweed.blocks[1])).toContain('Learn where each letter is pronounced. Taught by Qari Hassan.');
  });

  it('report a field an item leaves out once, at the item', () => {
    const { errors, lineOf } = errorsOf(['content/courses.yaml', '  headline: Read with confidence\n', '']);
    const template = lineOf('pages.yaml', '"{{item.headline}}"');
    expect(errors).toEqual([`content/courses.yaml:19:3: [1]: missing field "headline", which the template "course" (pages.yaml:${template}) puts on the page`]);
  });

  it('report a wrong value from an item once, at the item', () => {
    const { errors } = errorsOf(['content/courses.yaml', 'src: /images/x.svg, alt: An open Quran', 'src: /images/none.svg, alt: An open Quran']);
    expect(errors).toEqual(['content/courses.yaml:24:17: [1].image.src: file "content/public/images/none.svg" does not exist. Did you mean "/images/x.svg"?']);
  });

  it('report a mistake in the template once, at the template line, naming the pages it is on', () => {
    const { errors, lineOf } = errorsOf(['pages.yaml', '          subtitle: "{{item.subtitle}}"', '          subtitle: "{{item.subtitle}}"\n          colour: red']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.yaml:${lineOf('pages.yaml', 'colour: red')}:\\d+: templates\\.course\\.page\\.blocks\\[0\\]\\.colour: .*\\(in template "course": every page\\)$`));
  });

  it('report a quoted field the items do not have at the template line, with the nearest name', () => {
    const { errors, lineOf } = errorsOf(['pages.yaml', '"{{item.headline}}"', '"{{item.headlin}}"']);
    expect(errors[0]).toBe(
      `pages.yaml:${lineOf('pages.yaml', 'headlin')}:22: templates.course.page.blocks[1].items[0].title: "{{item.headlin}}" names no field of the items in content/courses.yaml. Did you mean "headline"?`,
    );
  });

  it('report an unknown template at its route', () => {
    const { errors, lineOf } = errorsOf(['pages.yaml', '  - template: course', '  - template: corse']);
    // The links to the pages it would have made are reported too: nothing declares them.
    expect(errors).toContain(`pages.yaml:${lineOf('pages.yaml', 'corse')}:15: routes[2].template: no template "corse" under templates:. Did you mean "course"?`);
  });

  it('report a page path another route has, at the item', () => {
    const { errors, lineOf } = errorsOf(['content/courses.yaml', 'to: /quran-reading', 'to: /contact']);
    expect(errors).toEqual([`content/courses.yaml:25:7: [1].to: duplicate route path "/contact" (already declared at pages.yaml:${lineOf('pages.yaml', 'path: /contact')})`]);
  });

  it('keep the lines of the written routes after a template route', () => {
    const { errors, lineOf } = errorsOf(['pages.yaml', '        title: Contact us', '        title: Contact us\n        colour: red']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.yaml:${lineOf('pages.yaml', 'colour: red')}:\\d+: routes\\[4\\]\\.blocks\\[0\\]\\.colour: `));
  });
});
