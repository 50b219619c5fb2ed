import { describe, expect, it } from 'vitest';
import { latinRuns, markLatinRuns, unmarkOwnScript } from '../../../src/i18n/ownScript';

const en = (run: string) => `<span lang="en" dir="ltr">${run}</span>`;

describe('Markdown drawn for a page in Urdu', () => {
  it('drops the marks that called its own words Urdu or Arabic, and keeps Arabic with its vowel marks', () => {
    const html = '<p><span lang="ur" dir="rtl">ہماری کلاسیں</span> <span lang="ar" dir="rtl">معیار</span> <span lang="ar" dir="rtl">بِسْمِ اللَّهِ</span></p>';
    expect(unmarkOwnScript(html, 'ur')).toBe('<p>ہماری کلاسیں معیار <span lang="ar" dir="rtl">بِسْمِ اللَّهِ</span></p>');
  });

  it('marks each run of Latin words as English, leaving tags and entities whole', () => {
    expect(markLatinRuns('<p>ہم WCAG 2.2 AA کے مطابق ہیں، <a href="/contact">Tab</a> &amp; axe-core۔</p>', 'ur')).toBe(
      `<p><span>ہم ${en('WCAG 2.2 AA')} کے مطابق ہیں، </span><a href="/contact">${en('Tab')}</a><span> &amp; ${en('axe-core')}۔</span></p>`,
    );
  });
});

describe('the Latin words of a right-to-left page', () => {
  it('marks a brand or course name in plain text, in a heading, a button or a link', () => {
    expect(markLatinRuns('<h2>Tajweed کورس</h2><a class="button" href="https://wa.me/923001234567">WhatsApp پر رابطہ کریں</a>', 'ur')).toBe(
      `<h2><span>${en('Tajweed')} کورس</span></h2><a class="button" href="https://wa.me/923001234567"><span>${en('WhatsApp')} پر رابطہ کریں</span></a>`,
    );
  });

  it('keeps a text that is one run as one node, and wraps a text of several parts whole, so a flex item stays one item', () => {
    expect(markLatinRuns('<button> WhatsApp </button>', 'ur')).toBe(`<button> ${en('WhatsApp')} </button>`);
    expect(markLatinRuns('<button><svg aria-hidden="true"></svg>WhatsApp پر</button>', 'ur')).toBe(`<button><svg aria-hidden="true"></svg><span>${en('WhatsApp')} پر</span></button>`);
  });

  it('never changes an attribute: alt, aria-label, title, href, a meta content', () => {
    const html =
      '<img alt="Tajweed class" src="/images/a.svg"><a href="mailto:info@example.org" aria-label="Email us" title="Contact form">' +
      'رابطہ</a><meta name="description" content="Quran classes"><input placeholder="Search" value="Tajweed">';
    expect(markLatinRuns(html, 'ur')).toBe(html);
  });

  it('leaves digits alone, and takes the numbers that follow a word into its run', () => {
    expect(markLatinRuns('<p>فون 0300-1234567، سال 2025 اور ١٢٣</p>', 'ur')).toBe('<p>فون 0300-1234567، سال 2025 اور ١٢٣</p>');
    expect(markLatinRuns('<p>Al-Baqarah 2:255 پڑھیں، WhatsApp 0300-1234567 پر</p>', 'ur')).toBe(
      `<p><span>${en('Al-Baqarah 2:255')} پڑھیں، ${en('WhatsApp 0300-1234567')} پر</span></p>`,
    );
  });

  it('marks a stretch of English with its punctuation as one run, as it is drawn, and an address or a name whole', () => {
    expect(markLatinRuns('<p>Terms &amp; Conditions اور Q&amp;A، Dr. Ali، Qur&#x27;an، C++ اور C#</p>', 'ur')).toBe(
      `<p><span>${en('Terms &amp; Conditions')} اور ${en('Q&amp;A')}، ${en('Dr. Ali')}، ${en('Qur&#x27;an')}، ${en('C++')} اور ${en('C#')}</span></p>`,
    );
    expect(markLatinRuns('<a href="mailto:info@example.org">info@example.org</a>', 'ur')).toBe(`<a href="mailto:info@example.org">${en('info@example.org')}</a>`);
    expect(markLatinRuns('<p>2nd کلاس</p>', 'ur')).toBe(`<p><span>${en('2nd')} کلاس</span></p>`);
  });

  it('takes words in brackets with both brackets, which outside the mark would be drawn mirrored', () => {
    expect(markLatinRuns('<a href="/islamic-rules">Islamic Rules (Shariah)</a>', 'ur')).toBe(`<a href="/islamic-rules">${en('Islamic Rules (Shariah)')}</a>`);
    expect(markLatinRuns('<p>(Tajweed) کورس، [Street address, City]</p>', 'ur')).toBe(`<p><span>${en('(Tajweed)')} کورس، ${en('[Street address, City]')}</span></p>`);
    expect(markLatinRuns('<p>(2025) میں</p>', 'ur')).toBe('<p>(2025) میں</p>');
  });

  it('leaves text whose language is said, code, the text of a select, SVG, raw text and comments as written', () => {
    const html =
      '<p lang="ar">Latin</p><span lang="en" dir="ltr">English</span><p lang="en-GB">Colour</p><code>npm ci</code><kbd>J</kbd><pre>ls</pre>' +
      '<select><option>Al-Baqarah</option></select><svg><title>WhatsApp</title><text>Logo</text></svg><textarea>Draft</textarea>' +
      '<script type="application/json">{"a":"<p>Latin</p>"}</script><style>a{font:x}</style><!-- a Latin comment -->';
    expect(markLatinRuns(html, 'ur')).toBe(html);
  });

  it('marks the text of an element in the page’s own language, and after an element it left', () => {
    expect(markLatinRuns('<p lang="ur">اردو Word</p><code>x</code><br><img src="/a.png">Next', 'ur')).toBe(
      `<p lang="ur"><span>اردو ${en('Word')}</span></p><code>x</code><br><img src="/a.png">${en('Next')}`,
    );
  });

  it('leaves the elements it is told to (the page’s islands), with everything inside them', () => {
    const html = '<site-island data-block="shop"><div><p>Buy now</p></div></site-island><script type="application/json">{"label":"Buy now"}</script><p>Shop</p>';
    expect(markLatinRuns(html, 'ur', ['site-island'])).toBe(
      `<site-island data-block="shop"><div><p>Buy now</p></div></site-island><script type="application/json">{"label":"Buy now"}</script><p>${en('Shop')}</p>`,
    );
  });

  it('changes nothing when run again', () => {
    const once = markLatinRuns('<p>ہم WCAG 2.2 AA کے مطابق ہیں، <a href="/contact">Tab</a></p><h2>Tajweed کورس</h2>', 'ur');
    expect(markLatinRuns(once, 'ur')).toBe(once);
  });
});

describe('the Latin runs of a plain text an island draws', () => {
  it('cuts it where the page pass would mark it, and the pieces joined are the text', () => {
    const hint = 'اپنا انتخاب کھولنے کے لیے Enter یا "پڑھیں" دبائیں۔ Q&A کے لیے <Tab>';
    const pieces = latinRuns(hint);
    expect(pieces.filter((piece) => piece.latin).map((piece) => piece.text)).toEqual(['Enter', 'Q&A', 'Tab']);
    expect(pieces.map((piece) => piece.text).join('')).toBe(hint);
    // The same runs as the pass over HTML finds, the ampersand and brackets written as HTML writes them.
    expect(markLatinRuns(`<p>${hint.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')}</p>`, 'ur')).toContain(en('Enter'));
  });

  it('is one piece, not Latin, for a text with no Latin word, and for digits and signs alone', () => {
    expect(latinRuns('قیمتیں 35 $ میں')).toEqual([{ text: 'قیمتیں 35 $ میں', latin: false }]);
    expect(latinRuns('')).toEqual([]);
  });
});
