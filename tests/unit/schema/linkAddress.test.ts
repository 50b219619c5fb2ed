import { describe, expect, it } from 'vitest';
import { linkAddress } from '../../../src/schema/linkAddress';

/*
 * The address a Markdown link or image may carry, judged as a browser reads it once it is written
 * into an href: what the visitor's browser would open is what is allowed or refused.
 */

describe('a link address, read as the browser reads it', () => {
  it.each([
    // NUL, a surrogate and a number past Unicode are each read as the replacement character.
    ['/a&#0;b', '/a\ufffdb'],
    ['/a&#xD800;b', '/a\ufffdb'],
    ['/a&#xDFFF;b', '/a\ufffdb'],
    ['/a&#x110000;b', '/a\ufffdb'],
    // The code points around those edges are characters of their own.
    ['/a&#1;b', '/a\u0001b'],
    ['/a&#xD7FF;b', '/a\ud7ffb'],
    ['/a&#xE000;b', '/a\ue000b'],
    ['/a&#x10FFFF;b', '/a\u{10ffff}b'],
  ])('decodes %j to %j', (written, href) => {
    expect(linkAddress(written)).toEqual({ allowed: true, href });
  });

  it('decodes a hex or decimal reference written without its closing ";"', () => {
    expect(linkAddress('/a&#x41b')).toEqual({ allowed: true, href: '/a\u041b' });
    expect(linkAddress('/a&#65b')).toEqual({ allowed: true, href: '/aAb' });
  });

  it('trims spaces and control characters only at the ends, and drops every tab and newline', () => {
    expect(linkAddress('  /about us  ')).toEqual({ allowed: true, href: '/about us' });
    expect(linkAddress('\u0001/a\u0002b\u0003')).toEqual({ allowed: true, href: '/a\u0002b' });
    expect(linkAddress('/a\tb\nc')).toEqual({ allowed: true, href: '/abc' });
  });

  it('reads a scheme only at the start: a colon later in a path is part of the path', () => {
    expect(linkAddress('/notes/javascript:alert(1)')).toEqual({ allowed: true, href: '/notes/javascript:alert(1)' });
    expect(linkAddress('/a/b//c')).toEqual({ allowed: true, href: '/a/b//c' });
    expect(linkAddress('/a\\\\b')).toEqual({ allowed: true, href: '/a\\\\b' });
  });

  it('refuses an address that leaves the site or runs script, however disguised', () => {
    expect(linkAddress('//evil.test')).toEqual({ allowed: false, readAs: '//evil.test' });
    expect(linkAddress('/\\evil.test')).toEqual({ allowed: false, readAs: '/\\evil.test' });
    expect(linkAddress('java&#x09;script&colon;alert(1)')).toEqual({ allowed: false, readAs: 'javascript:alert(1)' });
    expect(linkAddress('JavaScript:alert(1)').allowed).toBe(false);
  });
});
