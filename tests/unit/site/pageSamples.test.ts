import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AYAH_SAMPLE, SURAH_SAMPLE, isAyahPage, readWhole } from '../../support/pageSamples';

/*
 * The pages of one template read whole: the same samples for the built pages' checks and for
 * html-validate, whose .htmlvalidateignore leaves out every page of the kind and lets the sample
 * back in.
 */

/** The ignore file's patterns in order, each with the paths it lets back in after it. */
function ignoredWithExceptions(): { pattern: string; except: string[] }[] {
  const lines = readFileSync('.htmlvalidateignore', 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));
  const groups: { pattern: string; except: string[] }[] = [];
  for (const line of lines) {
    if (line.startsWith('!')) groups.at(-1)?.except.push(line.slice(1));
    else groups.push({ pattern: line, except: [] });
  }
  return groups;
}

const file = (path: string) => `/dist*${path}/index.html`;

describe('the pages html-validate reads of those made by one template', () => {
  it('are every ayah page of the sample and the sample of surah pages in each language, and every other page', () => {
    expect(ignoredWithExceptions()).toEqual([
      { pattern: '/dist*/read-quran/*/*/index.html', except: AYAH_SAMPLE.map(file) },
      { pattern: '/dist*/read-quran/*/index.html', except: SURAH_SAMPLE.map((surah) => file(`/read-quran/${surah}`)) },
      { pattern: '/dist*/ur/read-quran/*/index.html', except: SURAH_SAMPLE.map((surah) => file(`/ur/read-quran/${surah}`)) },
    ]);
  });

  it('tells the ayah pages from the surah pages and the rest, reading every page but the ayat outside it', () => {
    expect(['/read-quran/2/255', '/read-quran/114/6'].map(isAyahPage)).toEqual([true, true]);
    expect(['/read-quran', '/read-quran/2', '/read-quran/2/x', '/about'].map(isAyahPage)).toEqual([false, false, false, false]);
    expect(['/read-quran/2/255', '/read-quran/2/254', '/read-quran/2', '/about'].map(readWhole)).toEqual([true, false, true, true]);
  });
});
