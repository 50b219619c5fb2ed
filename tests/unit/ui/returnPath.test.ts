import { describe, expect, it } from 'vitest';
import { returnPath, withReturnPath } from '../../../src/ui/returnPath';

describe('the return path between a guarded page and the sign-in page', () => {
  it('asks the sign-in page to come back, and is read back from its address', () => {
    const address = withReturnPath('/login', '/write');
    expect(address).toBe('/login?from=%2Fwrite');
    expect(returnPath(new URL(address, 'https://academy.test').search, '/blog')).toBe('/write');
  });

  it('follows only a path on this site, else the fallback', () => {
    for (const from of ['//attacker.example/write', '/\\attacker.example', 'https://attacker.example', 'javascript:alert(1)', '']) {
      expect(returnPath(`?${new URLSearchParams({ from })}`, '/write'), from).toBe('/write');
    }
    expect(returnPath('', '/write')).toBe('/write');
    expect(returnPath('?from=%2Fblog%3Fx%3D1', '/write')).toBe('/blog?x=1');
  });
});
