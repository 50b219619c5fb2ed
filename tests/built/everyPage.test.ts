import { describe, expect, test } from 'vitest';
import { parseHeadersFile, headersFor } from '../../src/hosting/headersFile';
import { blockDefinitions } from '../../src/blocks/definitions';
import { readWhole } from '../support/pageSamples';
import { addedRoutes, indexRoutes, specRoutes } from '../support/specRoutes';
import { builtBytes, builtFile, builtPage, builtText, metaContent, siteContent, textOf } from './support/builtSite';
import { servedPathFor } from '../../scripts/engine/prerender/pageFiles';

/*
 * What every page holds as it is served, checked on each of them: the browser tests open one page
 * of each kind, these read them all, but for the ayah pages, of which they read a sample
 * (tests/support/pageSamples.ts says why; tests/built/ayahPages.test.ts reads every one).
 */

/** Every page the build writes, with its blocks' types: each route of pages.yaml, the catch-all one as /404.html (the not-found page). */
function builtRoutes(): { path: string; blockTypes: string[] }[] {
  return siteContent().routes.map((route) => ({ path: servedPathFor(route.path), blockTypes: route.blocks.map((block) => block.type) }));
}

const routes = builtRoutes().filter((route) => readWhole(route.path));
const paths = routes.map((route) => route.path);
const NOT_FOUND = '/404.html';

/** Each page's problems, one line each, so a failure names every page and what is wrong with it. */
function problemsOnEveryPage(check: (document: Document, path: string) => string[], pages: readonly string[] = paths): string[] {
  return pages.flatMap((path) => check(builtPage(path), path).map((problem) => `${path}: ${problem}`));
}

describe('every route answers with its own page', () => {
  test('each route of the list written out by hand is built, and the list names every route', () => {
    const listed = [...specRoutes, ...indexRoutes, ...addedRoutes];
    expect(listed.filter((path) => !builtFile(path))).toEqual([]);
    expect(listed.filter((path) => !paths.includes(path))).toEqual([]);
  });

  test('each page has a heading of its own, and only the not-found page says it was not found', () => {
    expect(
      problemsOnEveryPage((document, path) => {
        const headings = [...document.querySelectorAll('h1')];
        const notFound = [...document.querySelectorAll('h1, h2, h3')].some((heading) => textOf(heading) === '404 - Page Not Found');
        return [
          ...(headings.length === 1 && textOf(headings[0]) ? [] : [`${headings.length} h1 elements (${headings.map(textOf).join(' / ')})`]),
          ...(headings.some((heading) => heading.closest('[hidden], [aria-hidden="true"]')) ? ['its h1 is hidden'] : []),
          ...(notFound !== (path === NOT_FOUND) ? [notFound ? 'says "404 - Page Not Found"' : 'does not say "404 - Page Not Found"'] : []),
        ];
      }),
    ).toEqual([]);
  });

  test('each page has its own title: the site name on the home page, "Page | Site" on every other', () => {
    const home = builtPage('/').title;
    expect(home).toBe('Islamic Services and Courses');
    expect(builtPage('/about').title).toMatch(/^About Us \| /);
    const site = metaContent(builtPage('/'), 'og:site_name')!;
    const titles = new Map<string, string[]>();
    const problems = problemsOnEveryPage((document, path) => {
      titles.set(document.title, [...(titles.get(document.title) ?? []), path]);
      return path === '/' || document.title.endsWith(` | ${site}`) ? [] : [`title "${document.title}" does not end with " | ${site}"`];
    });
    expect(problems).toEqual([]);
    expect([...titles].filter(([, pages]) => pages.length > 1)).toEqual([]);
  });
});

describe('the menus and the footer', () => {
  // The shell is drawn once for all the pages that mark the same of its links: each page must still get its own.
  test('mark as the current page exactly their links to the page shown, at whichever of its addresses', () => {
    const problems = problemsOnEveryPage((document, path) => {
      const links = [...document.querySelectorAll('nav[aria-label="Main"] a, nav[aria-label="Footer"] a')];
      // The not-found page, served for any address, is drawn as /404.
      const shown = path === NOT_FOUND ? '/404' : path;
      const leadHere = (link: Element) => link.getAttribute('href')?.toLowerCase() === shown.toLowerCase();
      return links.filter((link) => (link.getAttribute('aria-current') === 'page') !== leadHere(link)).map((link) => `${textOf(link)} (${link.getAttribute('href')}) is ${leadHere(link) ? 'not ' : ''}marked current`);
    }, [...paths, '/instructors']);
    expect(problems).toEqual([]);
    expect([...builtPage('/about').querySelectorAll('a[aria-current="page"]')].map(textOf)).toEqual(['About Us', 'About Us']);
  });
});

describe('link previews and structured data', () => {
  // The not-found page stands for any address, so it names no canonical one.
  test('every page but the not-found one names its own link preview, a 1200 × 630 PNG, and carries its structured data', () => {
    const previews = new Set<string>();
    const problems = problemsOnEveryPage((document) => {
      const image = new URL(metaContent(document, 'og:image') ?? 'about:blank');
      const found: string[] = [];
      if (metaContent(document, 'twitter:image') !== image.href) found.push(`twitter:image is not og:image ${image.href}`);
      if (`${metaContent(document, 'og:image:width')}×${metaContent(document, 'og:image:height')}` !== '1200×630') found.push('og:image is not said to be 1200 × 630');
      if (!/\S/.test(metaContent(document, 'og:image:alt') ?? '')) found.push('og:image:alt is empty');
      if (!builtFile(image.pathname)) found.push(`its preview ${image.pathname} is not in the build`);
      else {
        const png = builtBytes(image.pathname);
        // A PNG starts with its signature and the IHDR chunk, which holds the width and height.
        if (png.toString('latin1', 1, 4) !== 'PNG') found.push(`${image.pathname} is not a PNG`);
        if (`${png.readUInt32BE(16)}×${png.readUInt32BE(20)}` !== '1200×630') found.push(`${image.pathname} is ${png.readUInt32BE(16)} × ${png.readUInt32BE(20)}`);
      }
      previews.add(image.pathname);

      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const data = document.querySelectorAll('script[type="application/ld+json"]');
      if (data.length !== 1) return [...found, `${data.length} structured data scripts`];
      const graph = (JSON.parse(data[0]!.textContent) as { '@graph': { '@type': string; url?: string }[] })['@graph'];
      const webPage = graph.find((node) => node['@type'] === 'WebPage');
      if (!canonical || webPage?.url !== canonical) found.push(`its WebPage is at ${webPage?.url}, its canonical address is ${canonical}`);
      return found;
    }, paths.filter((path) => path !== NOT_FOUND));
    expect(problems).toEqual([]);
    // Each page's preview shows its own title.
    expect(previews.size).toBeGreaterThan(30);
  });
});

describe('the policy in each page, for hosts that do not send the header', () => {
  /** The directives browsers ignore in a policy from a meta element. */
  const HEADER_ONLY = /^(frame-ancestors|report-uri|sandbox)( |$)/;
  const rules = parseHeadersFile(builtText('/_headers'));

  test("each page carries the header's policy in a meta element, first in its head", () => {
    const problems = problemsOnEveryPage((document, path) => {
      const header = headersFor(rules, path)['Content-Security-Policy'];
      if (!header) return ['the host sends it no policy'];
      const metas = document.head.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
      if (metas.length !== 1) return [`${metas.length} policy meta elements in its head`];
      const meta = metas[0]!;
      // A meta element's policy governs only what comes after it.
      const before = [...document.head.querySelectorAll('script, link, style')].filter((element) => element.compareDocumentPosition(meta) & element.DOCUMENT_POSITION_FOLLOWING);
      const expected = header.split('; ').filter((directive) => !HEADER_ONLY.test(directive));
      return [
        ...before.map((element) => `<${element.tagName.toLowerCase()}> comes before the policy`),
        ...(meta.getAttribute('content')!.split('; ').join('\n') === expected.join('\n') ? [] : [`its policy "${meta.getAttribute('content')}" is not the header's "${expected.join('; ')}"`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('Arabic text carries its language', () => {
  const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

  /** Texts in Arabic script that no element marks as Arabic or Urdu: each is the text's first words and the nearest language the page gives it. */
  function unmarkedArabic(document: Document): string[] {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The islands' data and the styles are not text anyone reads.
      if (!arabic.test(node.textContent ?? '') || node.parentElement?.closest('script, style, template')) continue;
      const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
      if (!/^(ar|ur)\b/.test(lang)) found.push(`"${node.textContent!.trim().slice(0, 30)}" in ${node.parentElement?.tagName.toLowerCase()} (lang="${lang}")`);
    }
    return found;
  }

  test('on every page, as served', () => {
    expect(problemsOnEveryPage(unmarkedArabic)).toEqual([]);
  });

  test("in the Quran's index, every surah's Arabic name is marked Arabic, right to left", () => {
    const names = [...builtPage('/read-quran').querySelectorAll('span[lang="ar"][dir="rtl"]')].filter((span) => /^[\u0600-\u06FF]/.test(span.textContent));
    expect(names).toHaveLength(114);
  });
});

/**
 * How the blocks are put together on each page, as a screen reader's lists of headings and
 * landmarks present it: what axe-core's rules of composition read in the browser, where it reads
 * only the pages that hold every block (tests/e2e/pageKinds.spec.ts). Blocks stand in any order,
 * so this reads every page.
 */
describe('each page, put together', () => {
  /** Not presented at all: hidden, or a script's data. */
  const unpresented = (element: Element) => !!element.closest('[hidden], [aria-hidden="true"], script, style, template');

  test('its headings go down one level at a time, from its h1', () => {
    expect(
      problemsOnEveryPage((document) => {
        const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]')]
          .filter((heading) => !unpresented(heading))
          .map((heading) => ({ level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)), text: textOf(heading) }));
        return levels.flatMap((heading, index) => {
          const before = levels[index - 1]?.level ?? 0;
          return heading.level > before + 1 ? [`"${heading.text}" (h${heading.level}) follows an h${before}`] : [];
        });
      }),
    ).toEqual([]);
  });

  test('no two of its elements share an id', () => {
    expect(
      problemsOnEveryPage((document) => {
        const seen = new Set<string>();
        return [...document.querySelectorAll('[id]')].flatMap((element) => {
          if (!seen.has(element.id)) {
            seen.add(element.id);
            return [];
          }
          return [`id "${element.id}" is used twice`];
        });
      }),
    ).toEqual([]);
  });

  test('one banner, one main and one content info, and landmarks of one kind named apart', () => {
    const roleOf = (element: Element): string | undefined => {
      const explicit = element.getAttribute('role');
      if (explicit) return explicit;
      const named = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
      const topLevel = !element.parentElement?.closest('article, aside, main, nav, section');
      return ({ NAV: 'navigation', ASIDE: 'complementary', MAIN: 'main', HEADER: topLevel ? 'banner' : undefined, FOOTER: topLevel ? 'contentinfo' : undefined, SECTION: named ? 'region' : undefined, FORM: named ? 'form' : undefined } as Record<string, string | undefined>)[element.tagName];
    };
    const nameOf = (element: Element): string => {
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy) return labelledBy.split(/\s+/).map((id) => textOf(element.ownerDocument.getElementById(id))).join(' ');
      return element.getAttribute('aria-label') ?? '';
    };
    expect(
      problemsOnEveryPage((document) => {
        const landmarks = [...document.querySelectorAll('nav, aside, main, header, footer, section, form, [role]')]
          .filter((element) => !unpresented(element))
          .flatMap((element) => {
            const role = roleOf(element);
            return role && /^(banner|complementary|contentinfo|form|main|navigation|region|search)$/.test(role) ? [{ role, name: nameOf(element) }] : [];
          });
        const problems: string[] = [];
        for (const role of ['banner', 'main', 'contentinfo']) {
          const count = landmarks.filter((landmark) => landmark.role === role).length;
          if (count !== 1) problems.push(`${count} ${role} landmarks`);
        }
        const seen = new Set<string>();
        for (const { role, name } of landmarks) {
          if (seen.has(`${role} ${name}`)) problems.push(`two ${role} landmarks named "${name}"`);
          seen.add(`${role} ${name}`);
        }
        return problems;
      }),
    ).toEqual([]);
  });
});

describe('scripts: a page runs only what its blocks need', () => {
  const staticTypes = new Set<string>(blockDefinitions.filter((definition) => definition.kind === 'static').map((definition) => definition.type));
  const allStatic = routes.filter((route) => route.blockTypes.every((type) => staticTypes.has(type))).map((route) => route.path);
  /** The pages the site promises to run no script on: built of static blocks only (the testimonials' grid needs none). */
  const namedStatic = ['/about', '/courses', '/religious-services', '/recording', '/ring', '/stones', '/Instructors', '/policy', '/terms', '/testimonials'];
  const staticPages = [...new Set([...allStatic, ...namedStatic])];
  const withIslands = paths.filter((path) => !staticPages.includes(path));

  /** Scripts the browser runs: data, structured data and speculation rules are not run. */
  const executable = (document: Document) =>
    [...document.querySelectorAll('script')].filter((script) => !['speculationrules', 'application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''));

  test('the pages named as static are built of static blocks only', () => {
    expect(namedStatic.filter((path) => !allStatic.includes(path) && path !== '/testimonials')).toEqual([]);
    expect(allStatic.length).toBeGreaterThan(20);
  });

  test('a page of static blocks links no script at all and has no island', () => {
    const problems = problemsOnEveryPage(
      (document) => [
        ...executable(document).map((script) => `runs ${script.outerHTML.slice(0, 80)}`),
        ...(document.querySelector('link[rel="modulepreload"]') ? ['preloads a module'] : []),
        ...(document.querySelector('site-island') ? ['has an island'] : []),
      ],
      staticPages,
    );
    expect(problems).toEqual([]);
  });

  /** The modules a built script imports at once (its `import … from "./file.js"` statements, each at a line's or a statement's start), as paths. */
  const importedAtOnce = (script: string) =>
    [...builtText(script).matchAll(/(?:^|[;}])import\s*(?:[^'"()]*?from\s*)?["']\.\/([\w.-]+\.js)["']/gm)].map((match) => `/assets/${match[1]}`);

  test('a page with islands links the island loader, and preloads at low priority only what the loader imports at once', () => {
    const problems = problemsOnEveryPage((document) => {
      const scripts = executable(document).map((script) => `${script.getAttribute('type')} ${script.getAttribute('src')}`);
      const loader = /^module (\/assets\/islands-[\w-]+\.js)$/.exec(scripts.length === 1 ? scripts[0]! : '')?.[1];
      const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
      const expected = loader ? importedAtOnce(loader).sort() : [];
      return [
        ...(loader ? [] : [`runs ${scripts.join(', ')}`]),
        ...(JSON.stringify(preloads.map((link) => link.getAttribute('href')).sort()) === JSON.stringify(expected) ? [] : ['preloads other modules than the loader imports']),
        ...preloads.filter((link) => link.getAttribute('fetchpriority') !== 'low').map((link) => `preloads ${link.getAttribute('href')} above low priority`),
        ...(document.querySelector('site-island') ? [] : ['has no island']),
      ];
    }, withIslands);
    expect(problems).toEqual([]);
  });

  test('the island loader imports at least one module at once, which the pages preload', () => {
    const loader = builtPage('/read-quran').querySelector('script[type="module"]')?.getAttribute('src') ?? '';
    expect(importedAtOnce(loader).length).toBeGreaterThan(0);
  });
});
