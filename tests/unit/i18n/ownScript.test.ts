import { describe, expect, it } from 'vitest';
import { markLatinRuns, unmarkOwnScript } from '../../../src/i18n/ownScript';

describe('Markdown drawn for a page in Urdu', () => {
  it('drops the marks that called its own words Urdu or Arabic, and keeps Arabic with its vowel marks', () => {
    const html = '<p><span lang="ur" dir="rtl">ہماری کلاسیں</span> <span lang="ar" dir="rtl">معیار</span> <span lang="ar" dir="rtl">بِسْمِ اللَّهِ</span></p>';
    expect(unmarkOwnScript(html, 'ur')).toBe('<p>ہماری کلاسیں معیار <span lang="ar" dir="rtl">بِسْمِ اللَّهِ</span></p>');
  });

  it('marks each run of Latin words as English, leaving tags and entities whole', () => {
    expect(markLatinRuns('<p>ہم WCAG 2.2 AA کے مطابق ہیں، <a href="/contact">Tab</a> &amp; axe-core۔</p>')).toBe(
      '<p>ہم <span lang="en" dir="ltr">WCAG 2.2 AA</span> کے مطابق ہیں، <a href="/contact"><span lang="en" dir="ltr">Tab</span></a> &amp; <span lang="en" dir="ltr">axe-core</span>۔</p>',
    );
  });
});
