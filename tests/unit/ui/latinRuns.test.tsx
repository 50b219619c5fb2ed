import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markLatinRuns } from '../../../src/i18n/ownScript';
import { LatinRuns } from '../../../src/ui/LatinRuns';

const drawn = (text: string, direction: 'ltr' | 'rtl') => renderToStaticMarkup(<LatinRuns text={text} direction={direction} />);

describe('text an island draws, on a right-to-left page', () => {
  it('marks its Latin runs English as the build marks the page around it, wrapping a text of several parts whole', () => {
    for (const text of ['کھولنے کے لیے Enter یا "پڑھیں" دبائیں۔', 'USD', 'info@example.org', '[Street address, City, Country]', 'Tajweed اور Nazra']) {
      expect(drawn(text, 'rtl'), text).toBe(markLatinRuns(`<p>${drawn(text, 'ltr')}</p>`, 'ur').slice('<p>'.length, -'</p>'.length));
    }
    expect(drawn('USD', 'rtl')).toBe('<span lang="en" dir="ltr">USD</span>');
  });

  it('draws a text with no Latin word as it is', () => {
    expect(drawn('امریکی ڈالر', 'rtl')).toBe('امریکی ڈالر');
  });
});

describe('text an island draws, on a left-to-right page', () => {
  it('is drawn as it is, with no mark', () => {
    expect(drawn('Press Enter to open it', 'ltr')).toBe('Press Enter to open it');
  });
});
