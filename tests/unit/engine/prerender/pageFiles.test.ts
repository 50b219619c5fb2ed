import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileFor, servedPathFor } from '../../../../scripts/engine/prerender/pageFiles';

describe('servedPathFor', () => {
  it('opens the not-found page at the file it is written to, /404.html', () => {
    expect(servedPathFor('*')).toBe('/404.html');
    expect(fileFor('dist', '*')).toBe(join('dist', servedPathFor('*')));
  });

  it('opens every other page at its own path', () => {
    expect(['/', '/about', '/read-quran/2/255', '/ur/404'].map(servedPathFor)).toEqual(['/', '/about', '/read-quran/2/255', '/ur/404']);
  });
});
