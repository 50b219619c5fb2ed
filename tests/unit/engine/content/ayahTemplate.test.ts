import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { loadSite } from '../../../../scripts/engine/content/loadSite';
import type { AyahTextBlock } from '../../../../src/blocks/ayah-text/schema';
import type { SurahTextBlock } from '../../../../src/blocks/surah-text/schema';
import { fixtureCopies } from '../../support/fixtureSite';

/*
 * The small valid site of tests/unit/fixtures/site with two surahs, a page for each, and a page for
 * each of their ayat made from the list the build derives: what the pages are made of, and where
 * a mistake in the ayah template is reported (there is no file of ayat to point at).
 */

const SURAHS = `- { id: "1", number: 1, name: "الفاتحة", englishName: "Al-Fatihah", meaning: "The Opening", ayat: 7, revelation: makki, to: /read-quran/1 }
- { id: "114", number: 114, name: "الناس", englishName: "An-Nas", meaning: "Mankind", ayat: 6, revelation: makki, to: /read-quran/114 }
`;

const TEMPLATES = `templates:
  surah:
    from: surahs
    page:
      path: "{{item.to}}"
      title: "Surah {{item.englishName}}"
      blocks:
        - type: surah-text
          surah: "{{item.id}}"
  ayah:
    from: ayat
    page:
      path: "{{item.to}}"
      title: "{{item.surahName}} {{item.id}}"
      description: "{{item.surahName}} {{item.id}}: {{item.summary}}"
      breadcrumbs:
        - { label: Home, to: / }
        - { label: "{{item.surahName}}", to: "{{item.surahTo}}" }
        - { label: "{{item.id}}" }
      blocks:
        - type: page-header
        - type: ayah-text
          ayah: "{{item.id}}"

routes:`;

const copyOfFixture = fixtureCopies('ayah-template-');

/** The fixture with the two surahs and their templates; `routes` is what stands where the templates' routes go. */
function siteWith(template: (text: string) => string = (text) => text, routes = '  - template: surah\n  - template: ayah\n') {
  const root = copyOfFixture();
  writeFileSync(join(root, 'content/surahs.yaml'), SURAHS);
  const pages = readFileSync(join(root, 'pages.yaml'), 'utf8').replace('routes:', template(TEMPLATES)).replace('  - path: /team', `${routes}\n  - path: /team`);
  writeFileSync(join(root, 'pages.yaml'), pages);
  const lineOf = (text: string) => pages.split('\n').findIndex((line) => line.includes(text)) + 1;
  return { site: loadSite(root), lineOf };
}

describe('the ayah template', () => {
  it('makes a page for every ayah of the surahs listed, titled, described and linked from the ayah', () => {
    const { site } = siteWith();
    expect(site.errors).toEqual([]);
    const ayahPages = site.data!.routes.filter((route) => /^\/read-quran\/\d+\/\d+$/.test(route.path));
    expect(ayahPages.map((route) => route.path)).toEqual([...[1, 2, 3, 4, 5, 6, 7].map((n) => `/read-quran/1/${n}`), ...[1, 2, 3, 4, 5, 6].map((n) => `/read-quran/114/${n}`)]);
    const last = ayahPages.find((route) => route.path === '/read-quran/1/7')!;
    expect(last.title).toBe('Al-Fatihah 1:7');
    expect(last.description).toMatch(/^Al-Fatihah 1:7: The path of those upon whom You have bestowed favor, not of those who have evoked \[Your\] anger or of/);
    expect(last.breadcrumbs).toEqual([{ label: 'Home', to: '/' }, { label: 'Al-Fatihah', to: '/read-quran/1' }, { label: '1:7' }]);
    const { ayah } = last.blocks[1] as AyahTextBlock;
    // The surah listed after Al-Fatihah is An-Nas: the next ayah is its first.
    expect([ayah?.ayah.id, ayah?.previous, ayah?.next]).toEqual(['1:7', { id: '1:6', to: '/read-quran/1/6', surahName: 'Al-Fatihah' }, { id: '114:1', to: '/read-quran/114/1', surahName: 'An-Nas' }]);
  });

  it("links each verse of a surah's page to the ayah's page, and none when the site makes no ayah pages", () => {
    const surahPage = (routes?: string) => siteWith(undefined, routes).site.data!.routes.find((route) => route.path === '/read-quran/114')!;
    expect((surahPage().blocks[0] as SurahTextBlock).surah?.ayahPages).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/read-quran/114/${n}`));
    expect((surahPage('  - template: surah\n').blocks[0] as SurahTextBlock).surah?.ayahPages).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('reports a wrong value from the derived items at the template line that quotes it, naming a few of many pages', () => {
    const { site, lineOf } = siteWith((text) => text.replace('ayah: "{{item.id}}"', 'ayah: "{{item.surah}}"'));
    const at = `pages.yaml:${lineOf('ayah: "{{item.surah}}"')}:17: templates.ayah.page.blocks[1].ayah`;
    expect(site.errors.map(formatContentError)).toEqual([
      `${at}: no item "1" in collection "ayat". Did you mean "1:1"? (in template "ayah": /read-quran/1/1, /read-quran/1/2, /read-quran/1/3 and 4 more pages)`,
      `${at}: no item "114" in collection "ayat". Did you mean "1:4"? (in template "ayah": /read-quran/114/1, /read-quran/114/2, /read-quran/114/3 and 3 more pages)`,
    ]);
  });

  it('reports a mistake written in the template once, at its line', () => {
    const { site, lineOf } = siteWith((text) => text.replace('          ayah: "{{item.id}}"', '          ayah: "{{item.id}}"\n          colour: red'));
    expect(site.errors.map(formatContentError)).toEqual([
      expect.stringMatching(new RegExp(`^pages\\.yaml:${lineOf('colour: red')}:\\d+: templates\\.ayah\\.page\\.blocks\\[1\\]\\.colour: .*\\(in template "ayah": every page\\)$`)),
    ]);
  });

  it('reports a field the ayat do not have at the template line, with the nearest name', () => {
    const { site, lineOf } = siteWith((text) => text.replace('"{{item.surahName}} {{item.id}}"', '"{{item.surahNam}} {{item.id}}"'));
    expect(site.errors.map(formatContentError)).toEqual([
      `pages.yaml:${lineOf('{{item.surahNam}}')}:14: templates.ayah.page.title: "{{item.surahNam}}" names no field of the items in ayat, which the build derives. Did you mean "surahName"?`,
    ]);
  });
});
