import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { outDir } from '../../scripts/engine/paths';
import { buildConfigFor } from '../../scripts/engine/vite/siteConfigPlugin';
import { unlistedPaths } from '../support/writtenRoutes';
import { breadcrumbs, builtFile, builtPage, builtText, h1Of, isShown, metaContent, nameOf, shownWithText, textOf } from './support/builtSite';

describe('what the build leaves for search engines and browsers', () => {
  test('the built HTML carries the content, not an empty root', () => {
    const page = builtPage('/tajweed');
    expect(textOf(page.querySelector('main h1'))).toBe('Tajweed');
    expect(page.title).toMatch(/^Tajweed \| /);
    expect(metaContent(page, 'description')).toMatch(/\S/);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/tajweed$/);
    expect(metaContent(page, 'og:title')).toMatch(/^Tajweed \| /);
  });

  test('sitemap.xml lists the public routes and robots.txt points to it', () => {
    const sitemap = builtText('/sitemap.xml');
    expect(sitemap).toContain('/tajweed</loc>');
    // Not the pages pages.yaml marks unlisted, nor the one the service worker shows offline.
    for (const hidden of [...unlistedPaths(), '/offline']) expect(sitemap).not.toContain(`${hidden}</loc>`);
    // Every surah's own page, and every ayah's: one sitemap holds 50,000.
    expect(sitemap.match(/<loc>https?:\/\/[^/]+\/read-quran\/\d+<\/loc>/g)).toHaveLength(114);
    expect(sitemap.match(/<loc>https?:\/\/[^/]+\/read-quran\/\d+\/\d+<\/loc>/g)).toHaveLength(6236);
    // The pages in Urdu too, each naming its English version and itself.
    expect(sitemap.match(/\/ur\/read-quran\/\d+<\/loc>/g)).toHaveLength(114);
    expect(sitemap).toMatch(/<loc>https?:\/\/[^/]+\/ur\/tajweed<\/loc><lastmod>[\d-]+<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="https?:\/\/[^/]+\/tajweed"\/><xhtml:link rel="alternate" hreflang="ur" href="https?:\/\/[^/]+\/ur\/tajweed"\/><\/url>/);
    expect(builtText('/robots.txt')).toMatch(/Sitemap: https?:\/\/\S+\/sitemap.xml/);
  });

  test('the site can be installed: every page links a manifest with our icons', () => {
    expect(builtPage('/read-quran/1').querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = JSON.parse(builtText('/manifest.webmanifest')) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable', 'any any']);
    expect(manifest.icons.filter((icon) => !builtFile(icon.src)).map((icon) => icon.src)).toEqual([]);
  });

  test('a page in Urdu asks for its one Nastaliq face with the stylesheet; a page in English asks for none', () => {
    const urdu = builtPage('/ur/');
    const preloaded = [...urdu.querySelectorAll('head link[rel="preload"][as="font"]')].map((link) => link.getAttribute('href'));
    expect(preloaded).toEqual([expect.stringMatching(/^\/assets\/noto-nastaliq-urdu-urdu-400-normal-[\w-]+\.woff2$/)]);
    // The stylesheet declares that face alone: Urdu headings are set in it too, never in a bold face of their own.
    const stylesheet = builtText(urdu.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!);
    const faces = stylesheet.match(/@font-face\{font-family:Noto Nastaliq Urdu;[^}]*\}/g) ?? [];
    expect(faces.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(['400']);
    expect(faces[0]).toContain(preloaded[0]);
    for (const path of ['/', '/fee', '/read-quran/2']) expect(builtPage(path).querySelector('head link[rel="preload"][as="font"][href*="nastaliq"]')).toBeNull();
  });

  test("the bundler's manifest is not left in the build", () => {
    expect(existsSync(join(outDir, '.vite'))).toBe(false);
  });
});

/** The text a page draws, without its scripts' data: an island's texts travel in its props (JSON), drawn only once it wakes. */
function drawnText(path: string): string {
  const drawn = builtPage(path).body.cloneNode(true) as HTMLElement;
  for (const script of drawn.querySelectorAll('script')) script.remove();
  return drawn.textContent;
}

describe('what the server draws before any script runs', () => {
  test('the prerendered /write page only checks the sign-in; it never shows the form', () => {
    const drawn = drawnText('/write');
    expect(drawn).toContain('Checking sign-in...');
    expect(drawn).not.toContain('Save Blog');
    expect(builtPage('/write').querySelector('main form')).toBeNull();
  });

  test('the prerendered /manage-blogs holds no blog and no button', () => {
    const drawn = drawnText('/manage-blogs');
    expect(drawn).toContain('Checking sign-in...');
    for (const text of ['Your blogs', 'Delete', 'Edit', 'Save changes']) expect(drawn).not.toContain(text);
    expect(builtPage('/manage-blogs').querySelector('main button')).toBeNull();
  });

  test('/blog says "Loading blogs..." until its island reads the store', () => {
    expect(builtText('/blog')).toContain('Loading blogs...');
  });

  test('the shop renders the seven products in order, with their prices, pictures, buttons and info links; the cart comes only after interaction', () => {
    const page = builtPage('/islamic-jewelry');
    expect(h1Of(page)).toEqual(['Islamic Jewelry & Products']);
    expect(breadcrumbs(page)).toContainEqual(['Shop', '/shop']);
    const products = [
      ['Silver Ring', '100 Pkr', '/ring'],
      ['Turbat (Sajdagah)', '25 Pkr', '/sajdagah'],
      ['Healing Stones', '30 Pkr', '/stones'],
      ['Hirz-e-Jawad', '50 Pkr', '/hirz'],
      ['Aehram', '75 Pkr', '/aehram'],
      ['Namaz Chadar', '45 Pkr', '/chadar'],
      ['Alam-e-Abbas', '120 Pkr', '/alam'],
    ] as const;
    const cards = [...page.querySelectorAll('main article')];
    expect(cards.map((card) => textOf(card.querySelector('h2')))).toEqual(products.map(([name]) => name));
    for (const [index, [name, price, info]] of products.entries()) {
      const card = cards[index]!;
      expect(isShown(card)).toBe(true);
      expect(shownWithText(card, price)).toHaveLength(1);
      // One picture, with a text alternative: an empty alt would make it a decoration.
      expect([...card.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([expect.stringMatching(/.+/)]);
      // The product's name follows each action, for screen readers only: "Add to Cart: Silver Ring".
      const forProduct = (action: string) => (element: Element) => isShown(element) && nameOf(element).startsWith(`${action}: ${name}`);
      expect([...card.querySelectorAll('button')].filter(forProduct('Add to Cart'))).toHaveLength(1);
      expect([...card.querySelectorAll('a')].filter(forProduct('Buy now')).map((link) => link.getAttribute('target'))).toEqual(['_blank']);
      expect([...card.querySelectorAll('a')].filter(forProduct('About this product')).map((link) => link.getAttribute('href'))).toEqual([info]);
    }
    expect(page.querySelector('main a[href^="https://wa.me/"]')).not.toBeNull();
    // The cart's texts travel in the island's props (JSON); no cart is drawn in the page.
    const drawn = page.body.cloneNode(true) as HTMLElement;
    for (const script of drawn.querySelectorAll('script')) script.remove();
    expect(drawn.textContent).not.toContain('Your cart');
  });
});

test('the built site carries neither the owner password nor any Firebase secret', () => {
  const owner = buildConfigFor('production', process.cwd()).owner;
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(html|js|css|json|xml|txt|map|webmanifest)$/.test(name)) files.push(path);
    }
  };
  walk(outDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const leaks = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return (
      text.includes(owner.password) ||
      // Service-account keys and tokens; a web API key (AIza...) is public but this build has none either.
      /private_key|client_email|BEGIN PRIVATE KEY|AIza[0-9A-Za-z_-]{35}|firebaseio\.com|firebasedatabase\.app|signInWithEmailAndPassword/.test(text)
    );
  });
  expect(leaks).toEqual([]);
});

test('/instructors is the team page under a second address, naming /Instructors as its own', () => {
  expect(builtText('/instructors')).toBe(builtText('/Instructors'));
  expect(builtPage('/instructors').querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/Instructors$/);
});
