import { describe, expect, it } from 'vitest';
import { readSurahChoices, surahChoicesPath, surahChoicesText } from '../../../../src/blocks/quran-select/surahChoices';
import { QuranDataError } from '../../../../src/services/quran/readJson';
import { contentFile } from '../../support/realSite';

/** A server that answers the English list's address with `body`, and any other with 404. */
const answering = (body: string, status = 200) => (url: string) =>
  Promise.resolve(url === '/quran/surahs/en.json' ? new Response(body, { status }) : new Response('', { status: 404 }));

describe('the list of surahs the selects offer', () => {
  it('is written once for each language and read back as each surah\'s number, option text and number of ayat', async () => {
    expect([surahChoicesPath('en'), surahChoicesPath('ur')]).toEqual(['/quran/surahs/en.json', '/quran/surahs/ur.json']);
    const text = surahChoicesText(contentFile('surahs'));
    const choices = await readSurahChoices('en', answering(text));
    expect(choices).toHaveLength(114);
    expect(choices[0]).toEqual([1, 'الفاتحة - Al-Fatihah', 7]);
    expect(choices[113]).toEqual([114, 'الناس - An-Nas', 6]);
    // Small enough to fetch as the selects wake, and to precache.
    expect(Buffer.byteLength(text)).toBeLessThan(6_000);
  });

  it('fails with the address when the answer is an error or not a list of surahs', async () => {
    await expect(readSurahChoices('en', answering('', 500))).rejects.toThrow(new QuranDataError('/quran/surahs/en.json answered HTTP 500'));
    await expect(readSurahChoices('en', answering('{"surahs":[]}'))).rejects.toThrow('/quran/surahs/en.json is not a list of surahs');
    await expect(readSurahChoices('en', answering('[[1,"Al-Fatihah"]]'))).rejects.toThrow(QuranDataError);
    await expect(readSurahChoices('ur', answering('[]'))).rejects.toThrow(new QuranDataError('/quran/surahs/ur.json answered HTTP 404'));
  });
});
