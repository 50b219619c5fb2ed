import { describe, expect, it } from 'vitest';
import { filterSurahs } from '../../../src/blocks/surah-index/filter';
import { readPackageQuran } from '../../../scripts/engine/content/quranText';
import { ayahHref, readerAddressesFor } from '../../../src/services/quran/ayahAddress';
import { legacyPlace, placeHref } from '../../../src/services/quran/lastRead';
import { realSite } from '../support/realSite';

const surahs = () => realSite().collections.surahs;

describe('content/surahs().yaml', () => {
  it('agrees with the bundled text: names, number of ayat and where each surah was revealed', () => {
    const quran = readPackageQuran();
    expect(surahs()).toHaveLength(114);
    surahs().forEach((surah, index) => {
      const text = quran[index]!;
      expect(surah).toMatchObject({
        id: String(text.id),
        number: text.id,
        name: text.name,
        englishName: text.transliteration,
        ayat: text.total_verses,
        revelation: text.type === 'meccan' ? 'makki' : 'madani',
        to: `/read-quran/${text.id}`,
      });
    });
  });

  it('gives every surah its own page, titled with its name and meaning', () => {
    const pages = new Map(realSite().routes.map((route) => [route.path, route]));
    for (const surah of surahs()) expect(pages.get(surah.to)?.title).toBe(`Surah ${surah.englishName} (${surah.meaning})`);
  });
});

describe('finding a surah in the index', () => {
  const names = (query: string) => filterSurahs(surahs(), query).map((surah) => surah.englishName);

  it('by its number', () => {
    expect(names('36')).toEqual(['Ya-Sin']);
    expect(names('036')).toEqual(['Ya-Sin']);
    expect(names('115')).toEqual([]);
  });

  it('only by a number written in digits alone: "1e2" or "0x24" is not read as surah 100 or 36', () => {
    expect(names('1e2')).toEqual([]);
    expect(names('0x24')).toEqual([]);
  });

  // Upper-casing both sides instead of lower-casing them finds the same surahs: the names and
  // meanings are plain Latin letters, and only rare letters such as the dotless ı case differently.
  it('by its name, however it is spelled out, its meaning or its Arabic name', () => {
    expect(names('baqarah')).toEqual(['Al-Baqarah']);
    expect(names('al baqarah')).toEqual(['Al-Baqarah']);
    expect(names('yasin')).toEqual(['Ya-Sin']);
    expect(names('the cow')).toEqual(['Al-Baqarah']);
    expect(names('الكهف')).toEqual(['Al-Kahf']);
    expect(names('  ')).toHaveLength(114);
  });

  // Removing each space alone (/\s/g) or each run of them (/\s+/g) leaves the same letters.
  it('by its Arabic name typed with or without vowel marks, tatweel or the space between words', () => {
    expect(names('الْكَهْف')).toEqual(['Al-Kahf']);
    expect(names('الكهـف')).toEqual(['Al-Kahf']);
    expect(names('آلعمران')).toEqual(["Ali 'Imran"]);
    expect(names('آل عمران')).toEqual(["Ali 'Imran"]);
  });
});

describe("the reader's addresses", () => {
  /** How many ayat a surah of content/surahs.yaml has; none for a number that is no surah. */
  const ayatOf = (number: number) => surahs().find((surah) => surah.number === number)?.ayat;
  const legacy = (search: string) => legacyPlace(search, ayatOf);

  // A missing parameter may be read as any text that is no number (`?? ''`): it names no place either way.
  it("send the old query links to the ayah's own page, or the surah's for its first ayah or none", () => {
    expect(legacy('?surah=2&ayah=255')).toBe('/read-quran/2/255');
    expect(legacy('?ayah=255&surah=2')).toBe('/read-quran/2/255');
    expect(legacy('?surah=36')).toBe('/read-quran/36');
    expect(legacy('?surah=36&ayah=1')).toBe('/read-quran/36');
    expect(legacy('?surah=36&ayah=2')).toBe('/read-quran/36/2');
    expect(legacy('?surah=115')).toBeUndefined();
    expect(legacy('?surah=115&ayah=2')).toBeUndefined();
    expect(legacy('?surah=abc')).toBeUndefined();
    expect(legacy('?ayah=255')).toBeUndefined();
    expect(legacy('')).toBeUndefined();
  });

  it("reach the last ayah of a surah, the last surah, and drop an ayah the surah does not have rather than link to a missing page", () => {
    expect(legacy('?surah=2&ayah=286')).toBe('/read-quran/2/286');
    expect(legacy('?surah=2&ayah=287')).toBe('/read-quran/2');
    expect(legacy('?surah=114&ayah=6')).toBe('/read-quran/114/6');
    expect(legacy('?surah=114&ayah=7')).toBe('/read-quran/114');
    expect(legacy('?surah=114')).toBe('/read-quran/114');
    expect(legacy('?surah=2&ayah=0')).toBe('/read-quran/2');
    expect(legacy('?surah=2&ayah=1.5')).toBe('/read-quran/2');
    expect(legacy('?surah=2&ayah=2.5')).toBe('/read-quran/2');
    expect(legacy('?surah=2&ayah=12345')).toBe('/read-quran/2');
    expect(legacy('?surah=1e2')).toBeUndefined();
  });

  it('name a surah only as the index lists it: one it does not list is no place', () => {
    expect(legacyPlace('?surah=2&ayah=255', (number) => (number === 1 ? 7 : undefined))).toBeUndefined();
    expect(legacyPlace('?surah=1&ayah=7', (number) => (number === 1 ? 7 : undefined))).toBe('/read-quran/1/7');
  });

  it('write a chosen place as its page: the whole surah for its first ayah, else the ayah alone', () => {
    expect(ayahHref({ surah: 2, ayah: 255 })).toBe('/read-quran/2/255');
    expect(ayahHref({ surah: 2, ayah: 2 })).toBe('/read-quran/2/2');
    expect(ayahHref({ surah: 1, ayah: 1 })).toBe('/read-quran/1');
    // A language with its own surah pages and no ayah pages (Urdu): the ayah's place on its surah's page.
    expect(ayahHref({ surah: 2, ayah: 255 }, { prefix: '/ur', ayahPages: false })).toBe('/ur/read-quran/2#255');
    expect(ayahHref({ surah: 2, ayah: 1 }, { prefix: '/ur', ayahPages: false })).toBe('/ur/read-quran/2');
  });

  it('write a place read as the surah page and its anchor, in the language asked for', () => {
    expect(placeHref({ surah: 18, ayah: 10 })).toBe('/read-quran/18#10');
    expect(placeHref({ surah: 1, ayah: 1 })).toBe('/read-quran/1');
    expect(placeHref({ surah: 18, ayah: 10 }, '/ur')).toBe('/ur/read-quran/18#10');
  });

  it("send an old query link on a page in Urdu to the Urdu surah page, at the ayah's place on it", () => {
    const urdu = readerAddressesFor('/ur');
    expect(urdu).toEqual({ prefix: '/ur', ayahPages: false });
    expect(legacyPlace('?surah=2&ayah=255', ayatOf, urdu)).toBe('/ur/read-quran/2#255');
    expect(legacyPlace('?surah=36', ayatOf, urdu)).toBe('/ur/read-quran/36');
    expect(legacyPlace('?surah=2&ayah=255', ayatOf, readerAddressesFor(''))).toBe('/read-quran/2/255');
  });
});
