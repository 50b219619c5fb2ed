import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from '../../../../src/services/offline/trackingParams';

describe('the URL a page is kept under', () => {
  it('drops campaign tags and ad and mailing-list click ids, whatever their case', () => {
    expect(withoutTrackingParams('https://site.test/read-quran/36?utm_source=x&utm_medium=social&UTM_Campaign=ramadan&fbclid=IwAR0')).toBe('https://site.test/read-quran/36');
    expect(withoutTrackingParams('https://site.test/?gclid=a&msclkid=b&mc_eid=c&mc_cid=d&_ga=e&igshid=f&dclid=g&ttclid=h')).toBe('https://site.test/');
  });

  it('keeps every other parameter, in its order, so a page that reads them is kept per value', () => {
    expect(withoutTrackingParams('https://site.test/blog?utm_source=x&page=2&fbclid=y&q=fasting')).toBe('https://site.test/blog?page=2&q=fasting');
    // A name that only starts like a tracking one is the page's own.
    expect(withoutTrackingParams('https://site.test/shop?gclid_note=1&utm=2')).toBe('https://site.test/shop?gclid_note=1&utm=2');
  });

  it('leaves a URL with nothing to strip exactly as it was, and drops the fragment', () => {
    expect(withoutTrackingParams('https://site.test/search?q=a%20b&x')).toBe('https://site.test/search?q=a%20b&x');
    expect(withoutTrackingParams('https://site.test/read-quran/2#verse-255')).toBe('https://site.test/read-quran/2');
  });

  it('is the same for every link to one page, whatever tags each carries', () => {
    const links = ['?utm_source=facebook&fbclid=1', '?utm_source=newsletter&mc_eid=9', '?gclid=abc', ''].map((query) => withoutTrackingParams(`https://site.test/read-quran/18${query}`));
    expect(new Set(links)).toEqual(new Set(['https://site.test/read-quran/18']));
  });
});
