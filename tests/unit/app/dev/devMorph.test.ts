// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { morphPage } from '../../../../src/app/dev/devMorph';

/*
 * A content update changes the open page into its new rendering in place. Going from a page in
 * Urdu to the dev server's error page (in English) and back, the page's language, direction and
 * typeface follow it; what scripts set on the root element (the reader's text size) stays.
 */

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('a content update of the open page', () => {
  it("takes the new rendering's language, direction and typeface, and keeps what scripts set on the page", () => {
    document.documentElement.setAttribute('lang', 'ur');
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.setAttribute('data-font', 'nastaliq');
    document.documentElement.dataset.quranSize = 'large';
    document.body.innerHTML = '<main><h1>ہمارے بارے میں</h1></main>';

    morphPage(document, parse('<!doctype html><html lang="en"><head><title>1 content error stops this page</title></head><body><main><h1>1 content error stops this page</h1></main></body></html>'));
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    expect(document.documentElement.hasAttribute('data-font')).toBe(false);
    expect(document.querySelector('h1')?.textContent).toBe('1 content error stops this page');

    morphPage(document, parse('<!doctype html><html lang="ur" dir="rtl" data-font="nastaliq"><head><title>ہمارے بارے میں</title></head><body><main><h1>ہمارے بارے میں</h1></main></body></html>'));
    expect([document.documentElement.lang, document.documentElement.dir, document.documentElement.dataset.font]).toEqual(['ur', 'rtl', 'nastaliq']);
    expect(document.documentElement.dataset.quranSize).toBe('large');
    expect(document.title).toBe('ہمارے بارے میں');
  });
});
