import { describe, expect, it } from 'vitest';
import { excerptSegments } from '../../../../src/services/search/excerptSegments';

describe("the excerpt of a page's result", () => {
  it('is cut into the words found (inside <mark>) and the text between them', () => {
    expect(excerptSegments('Learn <mark>Tajweed</mark> rules and <mark>recite</mark> well')).toEqual([
      { text: 'Learn ', marked: false },
      { text: 'Tajweed', marked: true },
      { text: ' rules and ', marked: false },
      { text: 'recite', marked: true },
      { text: ' well', marked: false },
    ]);
  });

  it('with marks side by side or at its ends, has no empty pieces', () => {
    expect(excerptSegments('<mark>Surah</mark><mark>Yaseen</mark>')).toEqual([
      { text: 'Surah', marked: true },
      { text: 'Yaseen', marked: true },
    ]);
    expect(excerptSegments('')).toEqual([]);
  });

  it('reads the escaped characters as the characters the page shows', () => {
    expect(excerptSegments('Q&amp;A: 5 &lt; 6 &gt; 4, &quot;quoted&quot;, it&#39;s and it&#x27;s, it&apos;s&nbsp;here')).toEqual([
      { text: 'Q&A: 5 < 6 > 4, "quoted", it\'s and it\'s, it\'s\u00A0here', marked: false },
    ]);
    expect(excerptSegments('<mark>Q&amp;A</mark>')).toEqual([{ text: 'Q&A', marked: true }]);
    expect(excerptSegments('&#X27;&#1589;')).toEqual([{ text: "'ص", marked: false }]);
  });

  it('decodes once: an escaped entity in the text stays the entity the page shows', () => {
    expect(excerptSegments('write &amp;lt; for &lt;')).toEqual([{ text: 'write &lt; for <', marked: false }]);
  });

  it('leaves an unknown entity as written', () => {
    expect(excerptSegments('&bogus; &amp')).toEqual([{ text: '&bogus; &amp', marked: false }]);
  });

  it('keeps any tag other than a mark as text, so that it is shown rather than run', () => {
    expect(excerptSegments('<img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold</b>')).toEqual([
      { text: '<img src=x onerror="alert(1)"> <script>alert(2)</script> <b>bold</b>', marked: false },
    ]);
    expect(excerptSegments('<mark>&lt;script&gt;</mark>')).toEqual([{ text: '<script>', marked: true }]);
  });
});
