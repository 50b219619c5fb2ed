import { describe, expect, it } from 'vitest';
import { formatContentError, type ContentError } from '../../../../scripts/engine/content/contentError';
import { readSiteSources } from '../../../../scripts/engine/content/siteSources';
import { expandTemplates } from '../../../../scripts/engine/content/templates';
import { parseYamlSource } from '../../../../scripts/engine/content/yamlSource';
import { tempFolders } from '../../support/tempFolders';

/*
 * Page templates expanded on their own, before any page is validated: the pages each template makes
 * from its collection, what the expansion itself reports, and where it places the errors later found
 * in the pages it made. templates.test.ts shows the same through a whole site's validation.
 */

/*
 * Mutants of the expansion that survive, each equivalent:
 * - The checks that return pages.yaml as it is when it has no file or no data: with neither, there
 *   is no routes list either, which the same check asks for.
 * - Treating a written route as made where only made routes matter: naming its template or listing
 *   its page (a written route has no template, so either is unread);
 *   and the starting place of a made route's error, which its root value's origin always replaces.
 * - Taking an error of another file, or one outside the routes list, for a route's: only pages.yaml
 *   has a routes list, and an error at `routes` alone names no route.
 * - The page list kept for an error outside the routes, and the message of the probe that places a
 *   route's path, are never read.
 * - A page error inside an entry of a list the item is wrong about as a whole: the only list an item
 *   gives whole (a product's gallery) is refused as a whole only when empty, and has no entry then.
 */

const siteWith = tempFolders('template-expansion-');

/** Expands `pages` (the text of a pages.yaml) over a site whose content/ holds `collections`. */
function expand(pages: string, collections: Record<string, string> = {}) {
  const root = siteWith(Object.fromEntries(Object.entries(collections).map(([name, text]) => [`content/${name}.yaml`, text])), ['content']);
  const { source, errors } = parseYamlSource('pages.yaml', pages);
  expect(errors).toEqual([]);
  const expansion = expandTemplates(source, readSiteSources(root).collection);
  return {
    expansion,
    routes: (expansion.data as { routes: Record<string, unknown>[] }).routes,
    errors: expansion.errors.map(formatContentError),
    located: (...paths: string[]) => expansion.locate(paths.map((path): ContentError => ({ file: 'pages.yaml', line: 1, column: 1, path, message: 'wrong' }))).map(formatContentError),
  };
}

const TEMPLATE = `templates:
  product:
    from: product-pages
    page:
      path: "{{item.to}}"
      title: "{{ item.name }} by {{item.id}}"
      previewTitle: "{{item.image}}"
      blocks:
        - type: page-header
          subtitle: "{{item.summary}}"
          width: "{{item.image.width}}"
        - slot: afterIntro
        - type: prose
          markdown: "{{item.headline}}"
`;

const RING = `- id: ring
  name: Ring
  to: /ring
  image: { src: /images/x.svg, alt: "", width: 400, height: 300 }
  summary: A ring.
  headline: Rings
  afterIntro:
    - { type: cta, heading: Buy }
    - { type: prose, markdown: Hi }
`;
const CAP = `- id: cap
  name: Cap
  to: /cap
  image: { src: /images/x.svg, alt: "", width: 200, height: 100 }
  summary: A cap.
  headline: Caps
`;

const pagesWith = (routes: string) => `${TEMPLATE}routes:\n${routes}`;
const HOME = '  - path: /\n    title: Home\n';

describe('pages.yaml without a template route', () => {
  it('is left as it is, each route its own source, with nothing to report or move', () => {
    const { expansion, routes, errors, located } = expand(pagesWith(`${HOME}  - path: /about\n    title: About\n`), { 'product-pages': RING });
    expect(routes.map((route) => route.path)).toEqual(['/', '/about']);
    expect(expansion.sources).toEqual([{ kind: 'written', index: 0 }, { kind: 'written', index: 1 }]);
    expect(errors).toEqual([]);
    expect(located('routes[1].title')).toEqual(['pages.yaml:1:1: routes[1].title: wrong']);
  });

  it('has no sources without a routes list, and no data without a file', () => {
    expect(expand('site: { name: A }\n').expansion.sources).toEqual([]);
    expect(expandTemplates(undefined, () => undefined)).toMatchObject({ data: undefined, sources: [], errors: [] });
  });
});

describe('a template route', () => {
  it('is replaced by one page per item, in order, each knowing its template and collection', () => {
    const { expansion, routes, errors } = expand(pagesWith(`${HOME}  - template: product\n  - path: /about\n    title: About\n`), { 'product-pages': RING + CAP });
    expect(errors).toEqual([]);
    expect(routes.map((route) => route.path)).toEqual(['/', '/ring', '/cap', '/about']);
    expect(expansion.sources).toEqual([
      { kind: 'written', index: 0 },
      { kind: 'made', template: 'product', collection: 'product-pages' },
      { kind: 'made', template: 'product', collection: 'product-pages' },
      { kind: 'written', index: 2 },
    ]);
  });

  it('takes a value that is only a placeholder as the item has it, and writes a quoted text or number into a longer text', () => {
    const { routes } = expand(pagesWith('  - template: product\n'), { 'product-pages': RING });
    expect(routes[0]).toEqual({
      path: '/ring',
      // Spaces inside the braces are allowed.
      title: 'Ring by ring',
      previewTitle: { src: '/images/x.svg', alt: '', width: 400, height: 300 },
      blocks: [
        { type: 'page-header', subtitle: 'A ring.', width: 400 },
        // The slot's place takes the blocks the item lists under that field.
        { type: 'cta', heading: 'Buy' },
        { type: 'prose', markdown: 'Hi' },
        { type: 'prose', markdown: 'Rings' },
      ],
    });
  });

  it('keeps numbers, true or false and lists as written, leaving out a list entry the item does not have', () => {
    const template = pagesWith('  - template: product\n').replace(
      '          width: "{{item.image.width}}"',
      '          width: 640\n          wide: true\n          tags: ["{{item.headline}}", Fixed, 3]\n          note: null',
    );
    const { routes } = expand(template, { 'product-pages': CAP.replace('  headline: Caps\n', '') });
    expect((routes[0]!.blocks as Record<string, unknown>[])[0]).toStrictEqual({ type: 'page-header', subtitle: 'A cap.', width: 640, wide: true, tags: ['Fixed', 3], note: null });
  });

  it('takes a block with a field named slot among others for a block, not a slot', () => {
    const { routes } = expand(pagesWith('  - template: product\n').replace('        - slot: afterIntro', '        - { type: prose, slot: afterIntro }'), { 'product-pages': RING });
    expect((routes[0]!.blocks as Record<string, unknown>[])[1]).toStrictEqual({ type: 'prose', slot: 'afterIntro' });
  });

  it('keeps an entry of the routes list that is not a set of fields as written', () => {
    const { routes, expansion } = expand(pagesWith('  - just a text\n  - template: product\n'), { 'product-pages': RING });
    expect(routes.map((route) => (typeof route === 'string' ? route : route.path))).toEqual(['just a text', '/ring']);
    expect(expansion.sources[0]).toEqual({ kind: 'written', index: 0 });
  });

  it('puts nothing in a slot the item leaves empty or fills with something other than a list', () => {
    const { routes, errors } = expand(pagesWith('  - template: product\n'), { 'product-pages': `${CAP}  afterIntro: none\n` });
    expect(errors).toEqual([]);
    expect((routes[0]!.blocks as { type: string }[]).map((block) => block.type)).toEqual(['page-header', 'prose']);
  });

  it('makes no page of an item that is not a set of fields', () => {
    const { routes } = expand(pagesWith('  - template: product\n'), { 'product-pages': `- just a text\n${CAP}` });
    expect(routes.map((route) => route.path)).toEqual(['/cap']);
  });

  it('is kept as written when it also has a path of its own', () => {
    const { routes, expansion } = expand(pagesWith('  - template: product\n    path: /written\n'), { 'product-pages': RING });
    expect(routes).toEqual([{ template: 'product', path: '/written' }]);
    expect(expansion.sources).toEqual([{ kind: 'written', index: 0 }]);
  });

  it.each([
    ['missing', {}],
    ['broken', { 'product-pages': '- [ring\n' }],
    ['not a list', { 'product-pages': 'ring: { id: ring }\n' }],
  ])('makes no page, and reports nothing itself, when its collection is %s', (_case, collections) => {
    const { routes, errors } = expand(pagesWith(`${HOME}  - template: product\n`), collections);
    expect(routes.map((route) => route.path)).toEqual(['/']);
    expect(errors).toEqual([]);
  });

  it('makes no page from a template without a known collection or a page, which its own schema reports', () => {
    const noPage = expand(`templates:\n  product: { from: product-pages }\n  other: { from: albums, page: { path: /x } }\nroutes:\n  - template: product\n  - template: other\n`, {
      'product-pages': RING,
    });
    expect(noPage.routes).toEqual([]);
    expect(noPage.errors).toEqual([]);
  });
});

describe('what the expansion reports', () => {
  it('a template no route can find, at the route, with the nearest name, making no page', () => {
    const { routes, errors } = expand(pagesWith(`${HOME}  - template: prodcut\n`), { 'product-pages': RING });
    expect(routes.map((route) => route.path)).toEqual(['/']);
    expect(errors).toEqual(['pages.yaml:18:15: routes[1].template: no template "prodcut" under templates:. Did you mean "product"?']);
  });

  it('a field the items do not have, once at its template line, with the nearest name', () => {
    const { errors } = expand(pagesWith('  - template: product\n').replace('{{item.summary}}', '{{item.sumary}}'), { 'product-pages': RING + CAP });
    expect(errors).toEqual([
      'pages.yaml:10:21: templates.product.page.blocks[0].subtitle: "{{item.sumary}}" names no field of the items in content/product-pages.yaml. Did you mean "summary"?',
    ]);
  });

  it('each field the items do not have, at its own place', () => {
    const template = pagesWith('  - template: product\n').replace('{{item.summary}}', '{{item.sumary}}').replace('{{item.headline}}', '{{item.headlin}}');
    expect(expand(template, { 'product-pages': RING }).errors).toEqual([
      'pages.yaml:10:21: templates.product.page.blocks[0].subtitle: "{{item.sumary}}" names no field of the items in content/product-pages.yaml. Did you mean "summary"?',
      'pages.yaml:14:21: templates.product.page.blocks[2].markdown: "{{item.headlin}}" names no field of the items in content/product-pages.yaml. Did you mean "headline"?',
    ]);
  });

  it('no duplicate for page paths the items write wrongly, which their own schema reports', () => {
    const { errors } = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('to: /ring', 'to: ring') + CAP.replace('to: /cap', 'to: ring') });
    expect(errors).toEqual([]);
  });

  it('a slot naming a field the items do not have, at the slot', () => {
    const { errors } = expand(pagesWith('  - template: product\n').replace('slot: afterIntro', 'slot: afterIntr'), { 'product-pages': RING });
    expect(errors).toEqual([
      'pages.yaml:12:17: templates.product.page.blocks[1].slot: "{{item.afterIntr}}" names no field of the items in content/product-pages.yaml. Did you mean "afterIntro"?',
    ]);
  });

  it('a field an item leaves out, once per item at the item, naming the template line; the value is left out', () => {
    const { routes, errors } = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('  headline: Rings\n', '') + CAP.replace('  headline: Caps\n', '') });
    expect(errors).toEqual([
      'content/product-pages.yaml:1:3: [0]: missing field "headline", which the template "product" (pages.yaml:14) puts on the page',
      'content/product-pages.yaml:9:3: [1]: missing field "headline", which the template "product" (pages.yaml:14) puts on the page',
    ]);
    expect((routes[0]!.blocks as Record<string, unknown>[])[3]).toStrictEqual({ type: 'prose' });
  });

  it('a field inside a value an item leaves out, once at the item, naming the whole field quoted', () => {
    const { routes, errors } = expand(pagesWith('  - template: product\n'), { 'product-pages': CAP.replace(/ {2}image: .*\n/, '') });
    expect(errors).toEqual([
      'content/product-pages.yaml:1:3: [0]: missing field "image", which the template "product" (pages.yaml:7) puts on the page',
      'content/product-pages.yaml:1:3: [0]: missing field "image.width", which the template "product" (pages.yaml:11) puts on the page',
    ]);
    expect((routes[0]!.blocks as Record<string, unknown>[])[0]).toStrictEqual({ type: 'page-header', subtitle: 'A cap.' });
  });

  it('a value quoted inside a text that is neither a text nor a number, at the item; the text is written without it', () => {
    const { routes, errors } = expand(pagesWith('  - template: product\n').replace('"{{item.summary}}"', '"About {{item.image}}."'), { 'product-pages': RING });
    expect(errors).toEqual(['content/product-pages.yaml:4:10: [0].image: expected a text or a number, which the template "product" writes into a text']);
    expect((routes[0]!.blocks as Record<string, unknown>[])[0]!.subtitle).toBe('About .');
  });

  it('a missing field quoted inside a text, once at the item; the text is written without it', () => {
    const { routes, errors } = expand(pagesWith('  - template: product\n').replace('"{{item.summary}}"', '"About {{item.headline}}."'), {
      'product-pages': CAP.replace('  headline: Caps\n', ''),
    });
    expect(errors).toEqual(['content/product-pages.yaml:1:3: [0]: missing field "headline", which the template "product" (pages.yaml:10) puts on the page']);
    expect((routes[0]!.blocks as Record<string, unknown>[])[0]!.subtitle).toBe('About .');
  });
});

describe('errors found in the pages a template made', () => {
  const site = () => expand(pagesWith(`${HOME}  - template: product\n  - path: /about\n    title: About\n`), { 'product-pages': RING + CAP });

  it('are placed at the item that gave the value', () => {
    expect(site().located('routes[1].blocks[0].subtitle', 'routes[2].blocks[0].width', 'routes[1].blocks[1].heading')).toEqual([
      'content/product-pages.yaml:5:12: [0].summary: wrong',
      'content/product-pages.yaml:13:48: [1].image.width: wrong',
      'content/product-pages.yaml:8:29: [0].afterIntro[0].heading: wrong',
    ]);
  });

  it('are placed once at the template line, naming the pages they are on, or every page', () => {
    expect(site().located('routes[1].title', 'routes[2].title')).toEqual(['pages.yaml:6:14: templates.product.page.title: wrong (in template "product": every page)']);
    expect(site().located('routes[2].blocks[0].type')).toEqual(['pages.yaml:9:17: templates.product.page.blocks[0].type: wrong (in template "product": /cap)']);
  });

  it('name the pages they are on, in order, when they are on some of the pages but not all', () => {
    const HAT = CAP.replaceAll('cap', 'hat').replaceAll('Cap', 'Hat');
    const three = expand(pagesWith('  - template: product\n'), { 'product-pages': RING + CAP + HAT });
    expect(three.located('routes[0].title', 'routes[2].title')).toEqual(['pages.yaml:6:14: templates.product.page.title: wrong (in template "product": /ring, /hat)']);
  });

  it('are placed at the deepest value the template wrote, for a field the page lacks', () => {
    expect(site().located('routes[1].blocks[0].heading')).toEqual(['pages.yaml:9:11: templates.product.page.blocks[0].heading: wrong (in template "product": /ring)']);
    expect(site().located('routes[2].breadcrumbs')).toEqual(['pages.yaml:5:7: templates.product.page.breadcrumbs: wrong (in template "product": /cap)']);
  });

  it('are each placed once, however many there are on a page', () => {
    expect(site().located('routes[1].title', 'routes[1].blocks[0].type')).toEqual([
      'pages.yaml:6:14: templates.product.page.title: wrong (in template "product": /ring)',
      'pages.yaml:9:17: templates.product.page.blocks[0].type: wrong (in template "product": /ring)',
    ]);
  });

  it('are placed on routes past the tenth', () => {
    const many = Array.from({ length: 10 }, (_, index) => `  - path: /p${index}\n    title: P${index}\n`).join('');
    const { located } = expand(pagesWith(`${many}  - template: product\n`), { 'product-pages': RING });
    expect(located('routes[10].blocks[0].subtitle')).toEqual(['content/product-pages.yaml:5:12: [0].summary: wrong']);
  });

  it('leave the written routes after them at their own lines, and other files and fields alone', () => {
    const errors = site().expansion.locate([
      { file: 'pages.yaml', line: 1, column: 1, path: 'routes[3].title', message: 'wrong' },
      { file: 'pages.yaml', line: 1, column: 1, path: 'routes[0].title', message: 'wrong' },
      { file: 'pages.yaml', line: 2, column: 3, path: 'site.name', message: 'wrong' },
      { file: 'content/team.yaml', line: 4, column: 5, path: '[0].name', message: 'wrong' },
    ]);
    expect(errors.map(formatContentError)).toEqual([
      'pages.yaml:20:12: routes[2].title: wrong',
      'pages.yaml:17:12: routes[0].title: wrong',
      'pages.yaml:2:3: site.name: wrong',
      'content/team.yaml:4:5: [0].name: wrong',
    ]);
  });

  it('are placed at the item where it is right there, though wrong elsewhere', () => {
    const { located } = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('name: Ring', 'name: [Ring]').replace('src: /images/x.svg', 'src: 12') });
    expect(located('routes[0].blocks[0].subtitle', 'routes[0].blocks[0].width')).toEqual([
      'content/product-pages.yaml:5:12: [0].summary: wrong',
      'content/product-pages.yaml:4:37: [0].image.width: wrong',
    ]);
  });

  it('are left out where the item is wrong inside the value or around it, though wrong elsewhere too', () => {
    const { located } = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('src: /images/x.svg', 'src: 12').replace('name: Ring', 'name: [Ring]') });
    expect(located('routes[0].previewTitle', 'routes[0].previewTitle.src')).toEqual([]);
  });

  it('are left out at a field the item has no place for, which the item reports at the value holding it', () => {
    const { located } = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('height: 300 }', 'height: 300, colour: red }') });
    expect(located('routes[0].previewTitle.colour')).toEqual([]);
  });

  it('are left out where they overlap the item\'s own errors in a list it quotes whole', () => {
    const gallery = pagesWith('  - template: product\n').replace('          width: "{{item.image.width}}"', '        - type: gallery\n          images: "{{item.gallery}}"');
    const image = '{ src: /images/x.svg, alt: A, width: 4, height: 3 }';
    const wrongInside = expand(gallery, { 'product-pages': `${RING}  gallery: [${image}, { src: 12 }]\n` });
    expect(wrongInside.located('routes[0].blocks[1].images')).toEqual([]);
    const right = expand(gallery, { 'product-pages': `${RING}  gallery: [${image}]\n` });
    expect(right.located('routes[0].blocks[1].images[0].alt')).toEqual(['content/product-pages.yaml:10:40: [0].gallery[0].alt: wrong']);
  });

  it('are left out where the item itself is wrong there, or leaves the field out, as those are reported at the item already', () => {
    const wrongItem = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('summary: A ring.', 'summary: 12') });
    expect(wrongItem.located('routes[0].blocks[0].subtitle', 'routes[0].title')).toEqual(['pages.yaml:6:14: templates.product.page.title: wrong (in template "product": every page)']);
    const missing = expand(pagesWith('  - template: product\n'), { 'product-pages': RING.replace('  headline: Rings\n', '') });
    expect(missing.located('routes[0].blocks[3].markdown')).toEqual([]);
  });
});

describe('a template made from a list the build derives (the ayat)', () => {
  const AYAH_TEMPLATE = `templates:
  ayah:
    from: ayat
    page:
      path: "{{item.to}}"
      title: "{{item.surahName}} {{item.id}}"
      blocks:
        - type: page-header
          subtitle: "{{item.summary}}"
        - type: ayah-text
          ayah: "{{item.id}}"
routes:
  - template: ayah
`;
  const ayah = (id: string, extra: Record<string, unknown> = {}) => ({ id, surahName: 'Al-Fatihah', to: `/read-quran/${id.replace(':', '/')}`, summary: `Ayah ${id}.`, ...extra });
  /** Expands the template over derived items, there being no file of them. */
  function expandDerived(pages: string, items: object[]) {
    const { source } = parseYamlSource('pages.yaml', pages);
    const expansion = expandTemplates(source, () => undefined, () => items);
    return {
      expansion,
      routes: (expansion.data as { routes: Record<string, unknown>[] }).routes,
      errors: expansion.errors.map(formatContentError),
      located: (...paths: string[]) => expansion.locate(paths.map((path): ContentError => ({ file: 'pages.yaml', line: 1, column: 1, path, message: 'wrong' }))).map(formatContentError),
    };
  }

  it('makes one page per item, in order, each knowing its template and list', () => {
    const { routes, expansion, errors } = expandDerived(AYAH_TEMPLATE, [ayah('1:1'), ayah('1:2')]);
    expect(errors).toEqual([]);
    expect(routes).toEqual([
      { path: '/read-quran/1/1', title: 'Al-Fatihah 1:1', blocks: [{ type: 'page-header', subtitle: 'Ayah 1:1.' }, { type: 'ayah-text', ayah: '1:1' }] },
      { path: '/read-quran/1/2', title: 'Al-Fatihah 1:2', blocks: [{ type: 'page-header', subtitle: 'Ayah 1:2.' }, { type: 'ayah-text', ayah: '1:2' }] },
    ]);
    expect(expansion.sources).toEqual([
      { kind: 'made', template: 'ayah', collection: 'ayat' },
      { kind: 'made', template: 'ayah', collection: 'ayat' },
    ]);
  });

  it('places the errors of its pages at the template lines, even for a value taken whole from an item, which no file holds', () => {
    const { located } = expandDerived(AYAH_TEMPLATE, [ayah('1:1'), ayah('1:2')]);
    expect(located('routes[0].blocks[1].ayah', 'routes[1].blocks[1].ayah')).toEqual([
      'pages.yaml:11:17: templates.ayah.page.blocks[1].ayah: wrong (in template "ayah": every page)',
    ]);
    expect(located('routes[1].title')).toEqual(['pages.yaml:6:14: templates.ayah.page.title: wrong (in template "ayah": /read-quran/1/2)']);
  });

  it('reports a field the items do not have at the template line, naming the list', () => {
    const { errors } = expandDerived(AYAH_TEMPLATE.replace('{{item.summary}}', '{{item.sumary}}'), [ayah('1:1')]);
    expect(errors).toEqual(['pages.yaml:9:21: templates.ayah.page.blocks[0].subtitle: "{{item.sumary}}" names no field of the items in ayat, which the build derives. Did you mean "summary"?']);
  });

  it('reports a field some items leave out once, at the template line, naming the first item without it', () => {
    const template = AYAH_TEMPLATE.replace('{{item.summary}}', 'After {{item.previous}}');
    const { errors, routes } = expandDerived(template, [ayah('1:1'), ayah('1:2', { previous: '1:1' }), ayah('1:3')]);
    expect(errors).toEqual([
      'pages.yaml:9:21: templates.ayah.page.blocks[0].subtitle: "{{item.previous}}" is missing from the item "1:1" of ayat, which the build derives: quote a field every item has',
    ]);
    expect(routes.map((route) => (route.blocks as { subtitle: string }[])[0]!.subtitle)).toEqual(['After ', 'After 1:1', 'After ']);
  });

  it('reports a value written into a text that is not a text or a number at the template line', () => {
    const { errors } = expandDerived(AYAH_TEMPLATE.replace('{{item.summary}}', 'See {{item.summary}}'), [ayah('1:1', { summary: ['a list'] })]);
    expect(errors).toEqual(['pages.yaml:9:21: templates.ayah.page.blocks[0].subtitle: "{{item.summary}}" is not a text or a number, which the template "ayah" writes into a text']);
  });
});
