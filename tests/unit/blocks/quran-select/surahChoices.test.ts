import { describe, expect, it } from 'vitest';
import { readSurahChoices, SURAH_CHOICES_PATH, surahChoicesText } from '../../../../src/blocks/quran-select/surahChoices';
import { QuranDataError } from '../../../../src/services/quran/readJson';
import { contentFile } from '../../support/realSite';

/** A server that answers the list's address with `body`, and any other with 404. */
const answering = (body: string, status = 200) => (url: string) =>
  Promise.resolve(url === SURAH_CHOICES_PATH ? new Response(body, { status }) : new Response('', { status: 404 }));

describe('the list of surahs the selects offer', () => {
  it('is written once for the site and read back as each surah\'s number, option text and number of ayat', async () => {
    const text = surahChoicesText(contentFile('surahs'));
    const choices = await readSurahChoices(answering(text));
    expect(choices).toHaveLength(114);
    expect(choices[0]).toEqual([1, 'الفاتحة - Al-Fatihah', 7]);
    expect(choices[113]).toEqual([114, 'الناس - An-Nas', 6]);
    // Small enough to fetch as the selects wake, and to precache.
    expect(Buffer.byteLength(text)).toBeLessThan(6_000);
  });

  it('fails with the address when the answer is an error or not a list of surahs', async () => {
    await expect(readSurahChoices(answering('', 500))).rejects.toThrow(new QuranDataError('/quran/surahs.json answered HTTP 500'));
    await expect(readSurahChoices(answering('{"surahs":[]}'))).rejects.toThrow('/quran/surahs.json is not a list of surahs');
    await expect(readSurahChoices(answering('[[1,"Al-Fatihah"]]'))).rejects.toThrow(QuranDataError);
  });
});
