import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Languages from '../../../../scripts/engine/content/languages';
import type * as LoadSite from '../../../../scripts/engine/content/loadSite';
import type * as PageFiles from '../../../../scripts/engine/prerender/pageFiles';
import { installedHeadlessShell } from '../../../../scripts/tools/browser/chromium';
import { entries } from '../../../../src/app/entries';
import type * as RenderPage from '../../../../src/app/server/renderPage';
import { startDevSite, type DevSite } from './devServerHarness';

let site: DevSite;

// One dev server for the whole file: starting one takes seconds of loading the site's modules.
// The returned teardown runs only once the site has started.
beforeAll(async () => {
  site = await startDevSite();
  return () => site.close();
}, 60_000);

const statuses = async (paths: string[]) => Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await site.page(path)).status] as const)));

/** What a reader sees of a page: its text without tags or scripts, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The error Vite's overlay is given, as the error page carries it. */
function overlayOf(html: string): { message: string; loc?: { file: string; line: number; column: number } } {
  const data = /<script type="application\/json" id="academy-dev-error">(.*?)<\/script>/s.exec(html)?.[1];
  if (!data) throw new Error('The page carries no error for the overlay');
  return JSON.parse(data) as { message: string; loc?: { file: string; line: number; column: number } };
}

describe('the dev server isolates a broken file', () => {
  it('renders every page while the content is valid', async () => {
    expect(await statuses(['/', '/books', '/about', '/contact'])).toEqual({ '/': 200, '/books': 200, '/about': 200, '/contact': 200 });
    // The reader's lists of surahs, which the build writes as files, from the content as it is, one per language.
    expect((JSON.parse((await site.page('/quran/surahs/en.json')).html) as unknown[])[1]).toEqual([2, 'البقرة - Al-Baqarah', 286]);
    expect((JSON.parse((await site.page('/quran/surahs/ur.json')).html) as unknown[])[1]).toEqual([2, 'البقرة - البقرہ', 286]);
  }, 60_000);

  it('a broken collection breaks only the pages that use it, once printed and located', async () => {
    site.printed.length = 0;
    await site.edit('content/books.yaml', (text) => text.replace('  file: /books/tajweed.pdf', '  file: /books/tajweed.pdff'));
    expect(await statuses(['/', '/books', '/about', '/contact'])).toEqual({ '/': 200, '/books': 500, '/about': 200, '/contact': 200 });
    const broken = await site.page('/books');
    expect(broken.html).toContain('content/books.yaml:20:9');
    expect(broken.html).toMatch(/<html lang="en">/);
    expect(broken.html).toMatch(/<h1>2 content errors stop this page<\/h1>/);
    const overlay = overlayOf(broken.html);
    expect(overlay.loc).toMatchObject({ line: 20, column: 9 });
    expect(overlay.loc!.file).toMatch(/content\/books\.yaml$/);
    expect(overlay.message).toContain('tajweed.pdff');
    // Printed once in all those requests, without a stack.
    const report = site.printed.join('\n');
    expect(report.match(/content\/books\.yaml:20:9: \[2\]\.file: expected a PDF file/g)).toHaveLength(1);
    expect(report).not.toMatch(/^\s+at /m);

    await site.restore('content/books.yaml');
    expect((await site.page('/books')).status).toBe(200);
  }, 60_000);

  it('a page made by a template breaks with its template or its collection, and leaves the other pages alone', async () => {
    await site.edit('pages.yaml', (text) => text.replace('heading: Ask about this course', 'heading: 12'));
    expect(await statuses(['/quran-reading', '/tajweed', '/ring', '/contact'])).toEqual({ '/quran-reading': 500, '/tajweed': 500, '/ring': 200, '/contact': 200 });
    expect((await site.page('/tajweed')).html).toContain('in template');
    await site.restore('pages.yaml');

    await site.edit('content/courses.yaml', (text) => text.replace('headline: Read the Quran with confidence', 'headline: 12'));
    expect(await statuses(['/quran-reading', '/ring', '/contact'])).toEqual({ '/quran-reading': 500, '/ring': 200, '/contact': 200 });
    expect((await site.page('/quran-reading')).html).toContain('content/courses.yaml');
    await site.restore('content/courses.yaml');
    expect((await site.page('/quran-reading')).status).toBe(200);
  }, 60_000);

  it("a broken block in pages.yaml breaks only its route, and a text's mistake only the pages quoting it", async () => {
    const line = readFileSync('pages.yaml', 'utf8').split('\n').findIndex((text) => text.includes('subtitle: Questions, bookings and admissions')) + 1;
    await site.edit('pages.yaml', (text) => text.replace('subtitle: Questions, bookings and admissions', 'subtitle: 12'));
    expect(await statuses(['/', '/contact', '/about'])).toEqual({ '/': 200, '/contact': 500, '/about': 200 });
    expect((await site.page('/contact')).html).toMatch(new RegExp(`pages\\.yaml:${line}:19`));
    await site.restore('pages.yaml');
    expect((await site.page('/contact')).status).toBe(200);

    await site.edit('content/texts/about/story.md', (text) => `${text}\n[a link](/nowhere)\n`);
    expect(await statuses(['/', '/contact', '/about'])).toEqual({ '/': 200, '/contact': 200, '/about': 500 });
    await site.restore('content/texts/about/story.md');
    expect((await site.page('/about')).status).toBe(200);
  }, 60_000);

  it('a YAML syntax error in pages.yaml stops every page, each showing where it is and what is wrong, until it is fixed', async () => {
    const written = readFileSync('pages.yaml', 'utf8').split('\n');
    const line = written.findIndex((text) => text === '  name: Al-Noor Quran Academy') + 1;
    const column = '  name: ['.length;
    await site.edit('pages.yaml', (text) => text.replace('  name: Al-Noor Quran Academy', '  name: [Al-Noor'));
    expect(await statuses(['/', '/contact', '/no-such-page'])).toEqual({ '/': 500, '/contact': 500, '/no-such-page': 500 });

    // Not a blank page: the error is in the page itself, readable with the overlay closed.
    const broken = await site.page('/contact');
    expect(visibleText(broken.html)).toContain(
      `1 content error stops this page Fix it and save: this page updates by itself. Other pages that do not use these files still work. ` +
        `pages.yaml:${line}:${column} the list opened with "[" here is never closed. Add "]" at its end`,
    );
    const overlay = overlayOf(broken.html);
    expect(overlay.loc).toEqual({ file: join(site.contentRoot, 'pages.yaml'), line, column });
    expect(overlay.message).toContain(`pages.yaml:${line}:${column}: the list opened with "[" here is never closed`);

    await site.restore('pages.yaml');
    expect(await statuses(['/', '/contact', '/no-such-page'])).toEqual({ '/': 200, '/contact': 200, '/no-such-page': 404 });
    expect(visibleText((await site.page('/contact')).html)).toContain('Questions, bookings and admissions');
  }, 60_000);
});

describe('the dev server serves every language', () => {
  it('serves the Urdu pages under /ur/ as the build writes them: right to left, linking to the pages Urdu has, and to each other language', async () => {
    expect(await statuses(['/ur/', '/ur', '/ur/about', '/ur/404', '/ur/no-such-page'])).toEqual({ '/ur/': 200, '/ur': 200, '/ur/about': 200, '/ur/404': 200, '/ur/no-such-page': 404 });
    const about = (await site.page('/ur/about')).html;
    expect(about).toMatch(/^<!doctype html>\n<html lang="ur" dir="rtl" data-font="nastaliq">/);
    expect(visibleText(about)).toContain('ہم کون ہیں اور کیسے پڑھاتے ہیں');
    // A link to a page Urdu has leads to it in Urdu; one to a page it has not yet, to the English.
    expect(about).toContain('href="/ur/courses"');
    expect(about).toContain('href="/islamic-jewelry"');
    expect(about).toMatch(/<a href="\/about" hrefLang="en" lang="en" dir="ltr"/);
    expect(about).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/about">/);
    expect((await site.page('/about')).html).toMatch(/<a href="\/ur\/about" hrefLang="ur" lang="ur" dir="rtl"/);
    // Urdu's not-found page is a file of its own; any other unknown address is answered by the English one, as a static host serves 404.html.
    expect(visibleText((await site.page('/ur/404')).html)).toContain('404 - صفحہ نہیں ملا');
    expect(visibleText((await site.page('/ur/no-such-page')).html)).toContain('404 - Page Not Found');
  }, 60_000);

  it('draws each page as the build writes its file, in every language', async () => {
    // The build's own steps, run in the dev server's module graph so both draw with the same code.
    const load = async <T,>(path: string) => (await site.server.ssrLoadModule(path)) as T;
    const { loadSite } = await load<typeof LoadSite>('/scripts/engine/content/loadSite.ts');
    const { languageSites } = await load<typeof Languages>('/scripts/engine/content/languages.ts');
    const { pageJobs } = await load<typeof PageFiles>('/scripts/engine/prerender/pageFiles.ts');
    const render = await load<typeof RenderPage>(`/${entries.server}`);
    await render.loadBlockComponents();
    const content = loadSite(site.contentRoot);
    const languages = languageSites(content.data!, content.translations);
    const jobs = languages.flatMap((language, index) => pageJobs(language.pages, index));
    const islandLoader = `/${entries.islandLoader}`;
    /** What the build's file and the dev server's answer share: all but the head's assets (stylesheets, scripts, policy, link preview). */
    const drawn = (html: string) => ({
      root: /<html[^>]*>/.exec(html)?.[0],
      head: html.match(/<title>[^<]*<\/title>|<link rel="(canonical|alternate)"[^>]*>/g),
      body: /<body>[\s\S]*<\/body>/.exec(html)?.[0],
    });
    for (const path of ['/about', '*', '/ur/', '/ur/about', '/ur/404']) {
      const job = jobs.find((candidate) => candidate.path === path)!;
      const file = render.renderPage(job.page, languages[job.language]!.content, { stylesheets: [], islandLoader }, job.path);
      const answer = await site.page(path === '*' ? '/no-such-page' : path);
      expect(drawn(answer.html), path).toEqual(drawn(file));
    }
  }, 60_000);

  it('shows a mistake in a translation on the pages it stops, where it is and what is wrong, until it is fixed', async () => {
    const file = 'content/translations/ur/pages.yaml';
    const subtitle = '        subtitle: سوالات، بکنگ اور داخلے';
    const line = readFileSync(file, 'utf8').split('\n').indexOf(subtitle) + 1;
    const column = '        subtitle: '.length + 1;
    await site.edit(file, (text) => text.replace(subtitle, '        subtitle: [سوالات]'));
    expect(await statuses(['/contact', '/ur/contact', '/ur/about'])).toEqual({ '/contact': 200, '/ur/contact': 500, '/ur/about': 200 });

    const broken = await site.page('/ur/contact');
    expect(visibleText(broken.html)).toContain(
      `1 content error stops this page Fix it and save: this page updates by itself. Other pages that do not use these files still work. ` +
        `${file}:${line}:${column} at routes./contact.blocks[0].subtitle expected a text in place of the English a text, found a list`,
    );
    const overlay = overlayOf(broken.html);
    expect(overlay.loc).toEqual({ file: join(site.contentRoot, file), line, column });

    await site.restore(file);
    const fixed = await site.page('/ur/contact');
    expect(fixed.status).toBe(200);
    expect(visibleText(fixed.html)).toContain('سوالات، بکنگ اور داخلے');
  }, 60_000);
});

/** A Chromium already on the machine, as the e2e tests find one; without one this file is skipped. */
const chromiumPath = installedHeadlessShell();

const form = 'site-island[data-block="contact-form"]';

describe.skipIf(!chromiumPath)('a content edit reaches the open page without a reload', () => {
  let browser: Browser;
  let page: Page;

  // Without Chromium nothing starts, and the tests are skipped; the returned teardown runs only once it has started.
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
    page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    return () => browser.close();
  }, 60_000);

  it('changes the text in place, keeping scroll, typed input and the island', async () => {
    await page.goto(`${site.url}/contact`);
    await page.locator(`${form}[data-hydrated]`).waitFor({ timeout: 30_000 });
    await page.locator(`${form} input[name="name"]`).fill('Aisha');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      (document.querySelector('site-island[data-block="contact-form"]') as unknown as { same: boolean }).same = true;
      window.scrollTo(0, 300);
    });
    await page.waitForFunction(() => window.scrollY === 300);

    await site.edit('pages.yaml', (text) => text.replace('subtitle: Questions, bookings and admissions', 'subtitle: Questions and bookings, answered'));
    await page.getByText('Questions and bookings, answered').waitFor();

    expect(
      await page.evaluate(() => ({
        notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded,
        sameIsland: (document.querySelector('site-island[data-block="contact-form"]') as unknown as { same?: boolean }).same,
        scrollY: window.scrollY,
      })),
    ).toEqual({ notReloaded: true, sameIsland: true, scrollY: 300 });
    expect(await page.locator(`${form} input[name="name"]`).inputValue()).toBe('Aisha');
  }, 60_000);

  it('shows a content error in the overlay over an error page, and the fixed page where it was', async () => {
    const line = readFileSync('pages.yaml', 'utf8').split('\n').findIndex((text) => text.includes('subtitle: Questions, bookings and admissions')) + 1;
    await site.edit('pages.yaml', (text) => text.replace('subtitle: Questions and bookings, answered', 'subtitle: 12'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached' });
    expect(await overlay.locator('.file').textContent()).toMatch(new RegExp(`pages\\.yaml:${line}:19$`));

    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('1 content error stops this page');
    expect(await page.locator('main').textContent()).toContain(`pages.yaml:${line}:19`);

    const saved = performance.now();
    await site.restore('pages.yaml');
    await page.getByText('Questions, bookings and admissions').waitFor();
    if (process.env.DEV_SERVER_TIMES) appendFileSync(process.env.DEV_SERVER_TIMES, `fix to page shown in the open tab, ms: ${Math.round(performance.now() - saved)}\n`);
    expect(await page.evaluate(() => ({ notReloaded: (window as unknown as { notReloaded?: boolean }).notReloaded, scrollY: window.scrollY }))).toEqual({
      notReloaded: true,
      scrollY: 300,
    });
    await page.locator(`${form}[data-hydrated]`).waitFor();
    expect(await overlay.count()).toBe(0);
  }, 60_000);
});
