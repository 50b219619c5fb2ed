import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { readPackageQuran } from '../../scripts/engine/content/quranText';
import { readPackageTranslations } from '../../scripts/engine/content/quranTranslations';
import { linkedDataProblems } from '../../src/linkedData/checks';
import type { LinkedGraph } from '../../src/linkedData/graph';
import type { SurahItem } from '../../src/schema/collections/surahs';
import { siteSettings } from '../e2e/support/site';
import { AYAH_SAMPLE } from '../support/pageSamples';
import { breadcrumbs, builtFile, builtPage, builtText, h1Of, hrefsOf, metaContent, textOf } from './support/builtSite';

/*
 * The 6,236 ayah pages as served, before any script runs. Every one is read as text, for what each
 * must hold (its title, heading, description, address, its words in each language and the way to
 * the ayat beside it); the sample of tests/support/pageSamples.ts is also parsed as a browser
 * parses it, for how it is marked up. The share button is tried in the browser
 * (tests/e2e/ayahPages.spec.ts).
 */

const surahs = parse(readFileSync('content/surahs.yaml', 'utf8')) as SurahItem[];
const quran = readPackageQuran();
const translations = readPackageTranslations();

interface Ayah {
  readonly surah: SurahItem;
  readonly number: number;
  readonly key: string;
  readonly path: string;
}

/** Every ayah in the Quran's order, from the text shipped with the site. */
const ayat: Ayah[] = quran.flatMap((chapter, index) =>
  chapter.verses.map((verse) => ({ surah: surahs[index]!, number: verse.id, key: `${chapter.id}:${verse.id}`, path: `/read-quran/${chapter.id}/${verse.id}` })),
);

/** Text as the head's tags are written: quotes and markup escaped, an apostrophe as it is. */
const inHead = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const unescaped = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const metaOf = (html: string, key: string) => {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  return found === undefined ? undefined : unescaped(found);
};
const origin = new URL(siteSettings.url).origin;

describe('every ayah page', () => {
  test('is built, one for each of the 6,236 ayat', () => {
    expect(ayat).toHaveLength(6236);
    expect(ayat.filter((ayah) => !builtFile(ayah.path)).map((ayah) => ayah.path)).toEqual([]);
  });

  test('is titled, headed, described and addressed with its ayah, shares one preview picture, and holds its words in each language and the way on', () => {
    const pictures = new Set<string>();
    const problems = ayat.flatMap((ayah, index): string[] => {
      const html = builtText(ayah.path);
      const name = `${ayah.surah.englishName} ${ayah.key}`;
      const found: string[] = [];
      const expect = (what: string, holds: boolean) => (holds ? undefined : found.push(what));
      const surahNumber = ayah.surah.number;
      const words = translations[surahNumber - 1]!;
      expect('its title', html.includes(`<title>${inHead(name)} | ${inHead(siteSettings.name)}</title>`));
      expect('its heading', new RegExp(`<h1 class="[^"]+">${escaped(name)}</h1>`).test(html));
      expect('its canonical address', html.includes(`<link rel="canonical" href="${origin}${ayah.path}">`));
      const description = metaOf(html, 'description') ?? '';
      expect(`a description that names it, of 160 characters at most (${description.length})`, description.startsWith(`${name}: `) && description.length <= 160);
      expect('the description as its link preview', metaOf(html, 'og:description') === description && metaOf(html, 'og:title') === `${name} | ${siteSettings.name}`);
      pictures.add(metaOf(html, 'og:image') ?? 'none');
      expect('the Arabic, right to left', html.includes(`<p lang="ar" dir="rtl" class="`) && html.includes(`">${quran[surahNumber - 1]!.verses[ayah.number - 1]!.text}<span aria-hidden="true"`));
      expect('the Urdu, right to left', new RegExp(`<p lang="ur" dir="rtl" class="[^"]+">`).test(html) && html.includes(`">${escaped(words.ur[ayah.number - 1]!)}</p>`));
      expect('the English', new RegExp(`<p lang="en" class="[^"]+">`).test(html) && html.includes(`">${escaped(words.en[ayah.number - 1]!)}</p>`));
      expect('the transliteration', html.includes(`">${escaped(words.transliteration[ayah.number - 1]!)}</p>`));
      const before = ayat[index - 1];
      const after = ayat[index + 1];
      expect('the previous ayah', before ? html.includes(`<a href="${before.path}" rel="prev"`) : !html.includes('rel="prev"'));
      expect('the next ayah', after ? html.includes(`<a href="${after.path}" rel="next"`) : !html.includes('rel="next"'));
      expect('the whole surah at this ayah', html.includes(`<a href="/read-quran/${surahNumber}#${ayah.number}"`));
      expect('the share button, woken when the reader reaches for it', html.includes('<site-island data-block="share" data-hydrate="interaction"'));
      return found.map((problem) => `${ayah.path}: ${problem}`);
    });
    expect(problems).toEqual([]);
    // One picture for all of them (each drawn alone would be 120 KB), whose words name no ayah.
    expect([...pictures]).toHaveLength(1);
    expect(builtFile(new URL([...pictures][0]!).pathname)).toBeDefined();
  });

  test("is linked from its surah's page, so that every verse is reached by links with no script", () => {
    const missing = surahs.flatMap((surah) => {
      const html = builtText(surah.to);
      return Array.from({ length: surah.ayat }, (_, index) => `${surah.to}/${index + 1}`).filter((path) => !html.includes(`<a href="${path}"`));
    });
    expect(missing).toEqual([]);
  });
});

describe('an ayah page, as a browser parses it', () => {
  test('Ayat al-Kursi: its title, heading, description, address and trail', () => {
    const page = builtPage('/read-quran/2/255');
    expect(page.title).toBe(`Al-Baqarah 2:255 | ${siteSettings.name}`);
    expect(h1Of(page)).toEqual(['Al-Baqarah 2:255']);
    expect(metaContent(page, 'description')).toBe(
      'Al-Baqarah 2:255: Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence. Neither drowsiness overtakes Him nor…',
    );
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/read-quran/2/255`);
    expect(breadcrumbs(page)).toEqual([
      ['Home', '/'],
      ['Read Quran', '/read-quran'],
      ['Al-Baqarah', '/read-quran/2'],
      ['2:255', null],
    ]);
  });

  test.each(AYAH_SAMPLE)('%s: its words, each in its language and direction, each translation credited', (path) => {
    const page = builtPage(path);
    const arabic = page.querySelectorAll('main p[lang="ar"][dir="rtl"]');
    expect(arabic).toHaveLength(1);
    const headings = [...page.querySelectorAll('main h2')].map(textOf);
    expect(headings).toEqual(['Urdu translation', 'English translation', 'Transliteration']);
    const languages = [...page.querySelectorAll('main h2')].map((heading) => {
      const text = heading.nextElementSibling!;
      return [text.getAttribute('lang'), text.getAttribute('dir')];
    });
    expect(languages).toEqual([['ur', 'rtl'], ['en', null], ['en', null]]);
    const credits = [...page.querySelectorAll('main h2')].map((heading) => heading.nextElementSibling!.nextElementSibling!);
    expect(credits.map((credit) => hrefsOf(credit, 'Tanzil'))).toEqual([['https://tanzil.net/trans/ur.maududi'], ['https://tanzil.net/trans/en.sahih'], ['https://tanzil.net/trans/en.transliteration']]);
    expect(credits.map((credit) => hrefsOf(credit, 'CC BY-SA 4.0'))).toEqual(Array.from({ length: 3 }, () => ['https://creativecommons.org/licenses/by-sa/4.0/']));
    // Urdu fonts draw no Arabic presentation forms: the build writes their letters out.
    expect(textOf(page.querySelector('main p[lang="ur"]'))).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/u);
    // The Quran font is asked for with the stylesheet, as on the surah's page.
    expect(page.querySelector('head link[rel="preload"][as="font"]')?.getAttribute('href')).toMatch(/^\/assets\/amiri-quran-arabic-400-normal-[\w-]+\.woff2$/);
    const graph = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent) as LinkedGraph;
    expect(linkedDataProblems(graph)).toEqual([]);
    expect(graph['@graph'].filter((node) => ['WebPage', 'BreadcrumbList'].includes((node as { '@type': string })['@type']))).toHaveLength(2);
  });

  test("the Urdu in Noto Nastaliq Urdu, from the site's own files, with lines high enough for Nastaliq", () => {
    const page = builtPage('/read-quran/1/1');
    const urduClass = page.querySelector('main p[lang="ur"]')!.getAttribute('class')!;
    const stylesheet = builtText(page.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!);
    expect(stylesheet).toMatch(new RegExp(`\\.${urduClass}\\{[^}]*font-family:"?Noto Nastaliq Urdu"?,"?Noto Nastaliq Urdu Fallback"?,serif;[^}]*line-height:2\\.6`));
    const face = /@font-face\{font-family:Noto Nastaliq Urdu;[^}]*src:url\((\/assets\/noto-nastaliq-urdu-urdu-400-normal-[\w-]+\.woff2)\)/.exec(stylesheet);
    expect(face?.[1] && builtFile(face[1])).toBeTruthy();
  });

  test('the first and last ayat lead only one way, and a surah\'s last ayah leads into the next surah', () => {
    const way = (path: string) => ({
      previous: hrefsOf(builtPage(path), /^Previous ayah/),
      next: hrefsOf(builtPage(path), /^Next ayah/),
      whole: hrefsOf(builtPage(path), 'Read the whole surah'),
    });
    expect(way('/read-quran/1/1')).toEqual({ previous: [], next: ['/read-quran/1/2'], whole: ['/read-quran/1#1'] });
    expect(way('/read-quran/1/7')).toEqual({ previous: ['/read-quran/1/6'], next: ['/read-quran/2/1'], whole: ['/read-quran/1#7'] });
    expect(way('/read-quran/2/1')).toEqual({ previous: ['/read-quran/1/7'], next: ['/read-quran/2/2'], whole: ['/read-quran/2#1'] });
    expect(way('/read-quran/114/6')).toEqual({ previous: ['/read-quran/114/5'], next: [], whole: ['/read-quran/114#6'] });
    expect(hrefsOf(builtPage('/read-quran/1/7'), 'Next ayah Al-Baqarah 2:1')).toEqual(['/read-quran/2/1']);
  });
});
