import { describe, expect, it } from 'vitest';
import { indexedHtml } from '../../../../scripts/engine/search/writeSearchIndex';

const PAGE =
  '<!doctype html><html><head><title>Tajweed</title></head><body><header><nav>Menu</nav></header>' +
  '<main id="main" class="page"><h1>Learn Tajweed</h1><p>The rules of recitation.</p></main><footer>Footer</footer></body></html>';

describe('a built page as the search index reads it', () => {
  it('reads its main content only, filed under its kind', () => {
    const html = indexedHtml(PAGE, { kind: 'Courses', title: 'Tajweed' });
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
    expect(main).toMatch(/^<main data-pagefind-body data-pagefind-filter="kind:Courses" id="main" class="page">/);
    // Nothing else of the page is changed, before or after its main content.
    expect(html.slice(0, html.indexOf('<main'))).toBe(PAGE.slice(0, PAGE.indexOf('<main')));
    expect(html.slice(html.indexOf('</main>'))).toBe(PAGE.slice(PAGE.indexOf('</main>')));
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1);
  });

  it("titles it as the page is titled, in a text-less element that opens the main content", () => {
    const html = indexedHtml(PAGE, { kind: 'Courses', title: 'Tajweed' });
    expect(html).toContain('class="page"><meta data-pagefind-meta="title[content]" content="Tajweed"><h1>Learn Tajweed</h1>');
  });

  it('gives a page in another language its language and direction, for its result to be marked with them', () => {
    const html = indexedHtml(PAGE, { kind: 'Courses', title: 'تجوید', language: { code: 'ur', direction: 'rtl' } });
    expect(html).toContain('class="page"><meta data-pagefind-meta="title[content]" content="تجوید"><meta data-pagefind-meta="lang[content]" content="ur"><meta data-pagefind-meta="dir[content]" content="rtl"><h1>');
    expect(indexedHtml(PAGE, { kind: 'Courses', title: 'Tajweed' })).not.toContain('lang[content]');
  });

  it('escapes the title and the kind, so quotes, < and & cannot end the attribute or open a tag', () => {
    const html = indexedHtml(PAGE, { kind: 'Q&A "Ask"', title: 'Tom & Jerry\'s "<b>best</b>"' });
    expect(html).toContain('data-pagefind-filter="kind:Q&amp;A &quot;Ask&quot;"');
    expect(html).toContain('<meta data-pagefind-meta="title[content]" content="Tom &amp; Jerry\'s &quot;&lt;b&gt;best&lt;/b&gt;&quot;">');
    expect(html).not.toContain('<b>');
  });

  it('a page without a main element cannot be indexed, and the error names it', () => {
    expect(() => indexedHtml('<html><body><p>Nothing</p></body></html>', { kind: 'Other pages', title: 'Privacy Policy' })).toThrow(
      'A page to index has no <main>: Privacy Policy',
    );
  });
});
