import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AYAH_SAMPLE, isAyahPage, readWhole } from '../../support/ayahSample';

/*
 * The ayah pages read whole: the same sample for the built pages' checks and for html-validate,
 * whose .htmlvalidateignore leaves out every ayah page and lets the sample back in.
 */

describe('the sample of ayah pages read whole', () => {
  it('is the one .htmlvalidateignore lets back in, after leaving out every ayah page', () => {
    const lines = readFileSync('.htmlvalidateignore', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines[0]).toBe('/dist*/read-quran/*/*/index.html');
    expect(lines.slice(1).map((line) => /^!\/dist\*(\/read-quran\/\d+\/\d+)\/index\.html$/.exec(line)?.[1])).toEqual([...AYAH_SAMPLE]);
  });

  it('tells the ayah pages from the surah pages and the rest, reading every page but the ayat outside it', () => {
    expect(['/read-quran/2/255', '/read-quran/114/6'].map(isAyahPage)).toEqual([true, true]);
    expect(['/read-quran', '/read-quran/2', '/read-quran/2/x', '/about'].map(isAyahPage)).toEqual([false, false, false, false]);
    expect(['/read-quran/2/255', '/read-quran/2/254', '/read-quran/2', '/about'].map(readWhole)).toEqual([true, false, true, true]);
  });
});
