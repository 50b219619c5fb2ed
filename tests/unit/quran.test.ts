import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAnswer } from '../../scripts/lib/quranApiAnswers';
import { blockSchema } from '../../src/blocks/definitions';
import { ayahOptionLabel, readSelection, selectionParams, surahHeading, surahOptionLabel, versesToShow } from '../../src/blocks/quran-reader/reading';
import { splitBismillah } from '../../src/services/quran/bismillah';
import { createBundledSource } from '../../src/services/quran/bundled';
import { bundledFiles, bundledFirstView, readPackageQuran, type BundledFiles, type PackageQuran } from '../../src/services/quran/bundledFiles';
import { QuranDataError, type Fetch } from '../../src/services/quran/fetchJson';
import { createRemoteSource } from '../../src/services/quran/remote';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`fixtures/quran/${name}`, import.meta.url), 'utf8'));

/** A fake network: answers from a table (status 404 otherwise) and records every URL asked for. */
function fakeFetch(answer: (url: string) => unknown): Fetch & { urls: string[] } {
  const urls: string[] = [];
  const fetcher = async (url: string) => {
    urls.push(url);
    const body = answer(url);
    if (body instanceof Response) return body;
    return body === undefined ? new Response('Not found', { status: 404 }) : Response.json(body);
  };
  return Object.assign(fetcher, { urls });
}

let quran: PackageQuran;
let files: BundledFiles;
const servedFrom = (table: BundledFiles) => (url: string): unknown => {
  const text = table.files.get(url.replace(/^\//, ''));
  return text === undefined ? undefined : JSON.parse(text);
};

beforeAll(() => {
  quran = readPackageQuran();
  files = bundledFiles(quran);
});

describe('the bundled files generated from quran-json', () => {
  it('are one file per surah, under content-hashed names in assets/quran', () => {
    expect(files.files.size).toBe(114);
    for (const name of files.files.keys()) expect(name).toMatch(/^assets\/quran\/surah-\d{1,3}-[0-9a-f]{10}\.json$/);
  });

  it('come with a small index for the page: number, Arabic name, English name, verse count and file per surah', () => {
    expect(files.index.surahs).toHaveLength(114);
    const { file, ...fatihah } = files.index.surahs[0]!;
    expect(fatihah).toEqual({ number: 1, name: 'الفاتحة', englishName: 'Al-Fatihah', verses: 7 });
    expect(file).toMatch(/^\/assets\/quran\/surah-1-/);
    for (const entry of files.index.surahs) expect(files.files.has(entry.file.slice(1))).toBe(true);
    expect(JSON.stringify(files.index).length).toBeLessThan(16_000);
  });

  it('hold the Arabic text only, with no transliteration or translation', () => {
    for (const text of files.files.values()) {
      const surah = JSON.parse(text) as Record<string, unknown>;
      expect(Object.keys(surah).sort()).toEqual(surah.number === 1 || surah.number === 9 ? ['number', 'verses'] : ['number', 'opening', 'verses']);
      for (const line of [surah.opening ?? '', ...(surah.verses as string[])]) expect(line).not.toMatch(/[A-Za-z]/);
    }
  });

  it('prefix file URLs with the site base path', () => {
    expect(bundledFiles(quran, '/academy/').index.surahs[1]!.file).toMatch(/^\/academy\/assets\/quran\/surah-2-/);
  });

  it("give the reader's page the index and Al-Fatihah, its first view", () => {
    const { index, first } = bundledFirstView();
    expect(index).toEqual(files.index);
    expect(first).toMatchObject({ number: 1, englishName: 'Al-Fatihah', verseCount: 7 });
    expect(first.verses.map((verse) => verse.text)).toEqual(quran[0]!.verses.map((verse) => verse.text));
  });
});

describe('the bundled source', () => {
  it('lists the 114 surahs from the index it is given, with no request', async () => {
    const fetcher = fakeFetch(servedFrom(files));
    const surahs = await createBundledSource(files.index, fetcher).listSurahs();
    expect(surahs).toHaveLength(114);
    expect(surahs[0]).toEqual({ number: 1, name: 'الفاتحة', englishName: 'Al-Fatihah', verseCount: 7 });
    expect(surahs[113]).toMatchObject({ number: 114, englishName: 'An-Nas', verseCount: 6 });
    expect(fetcher.urls).toEqual([]);
  });

  it('loads a surah with one request, once, and shows the bismillah as its opening line', async () => {
    const fetcher = fakeFetch(servedFrom(files));
    const source = createBundledSource(files.index, fetcher);
    const baqarah = await source.getSurah(2);
    await source.getSurah(2);
    expect(baqarah.verses).toHaveLength(286);
    expect(baqarah.verses[254]).toEqual({ number: 255, text: quran[1]!.verses[254]!.text });
    expect(baqarah.opening).toBe(quran[0]!.verses[0]!.text);
    expect(fetcher.urls).toEqual([expect.stringMatching(/surah-2-/)]);
    const fatihah = await source.getSurah(1);
    expect(fatihah.opening).toBeUndefined();
    expect(fatihah.verses[0]!.text).toBe(quran[0]!.verses[0]!.text);
    expect((await source.getSurah(9)).opening).toBeUndefined();
  });

  it('reports a failed load, and tries again when asked again', async () => {
    let failing = true;
    const fetcher = fakeFetch((url) => (failing && url.includes('surah-3-') ? new Response('', { status: 503 }) : servedFrom(files)(url)));
    const source = createBundledSource(files.index, fetcher);
    await expect(source.getSurah(3)).rejects.toThrow(/HTTP 503/);
    failing = false;
    await expect(source.getSurah(3)).resolves.toMatchObject({ number: 3, verseCount: 200 });
  });

  it('refuses a surah file that does not match the index, or is not JSON', async () => {
    const index = { surahs: [{ number: 1, name: 'الفاتحة', englishName: 'Al-Fatihah', verses: 7, file: '/1.json' }] };
    const short = createBundledSource(index, fakeFetch(() => ({ number: 1, verses: ['a'] })));
    await expect(short.getSurah(1)).rejects.toThrow(/not surah 1 with 7 verses/);
    const malformed = createBundledSource(index, fakeFetch(() => ({ number: 'one' })));
    await expect(malformed.getSurah(1)).rejects.toBeInstanceOf(QuranDataError);
    const notJson = createBundledSource(index, fakeFetch(() => new Response('<html>', { status: 200 })));
    await expect(notJson.getSurah(1)).rejects.toThrow(/did not answer JSON/);
    await expect(notJson.getSurah(2)).rejects.toThrow(/no surah 2/);
  });
});

describe('the remote source (public Quran API shape)', () => {
  const base = 'https://quran-api.test/';

  it('reads the surah list at data, from GET {base}/v1/surah', async () => {
    const fetcher = fakeFetch((url) => (url === 'https://quran-api.test/v1/surah' ? fixture('api-surah-list.json') : undefined));
    const surahs = await createRemoteSource(base, fetcher).listSurahs();
    expect(surahs).toEqual([
      { number: 1, name: 'سُورَةُ ٱلْفَاتِحَةِ', englishName: 'Al-Faatiha', verseCount: 7 },
      { number: 2, name: 'سُورَةُ البَقَرَةِ', englishName: 'Al-Baqara', verseCount: 286 },
      { number: 112, name: 'سُورَةُ الإِخۡلَاصِ', englishName: 'Al-Ikhlaas', verseCount: 4 },
    ]);
  });

  it('reads a surah at data from GET {base}/v1/surah/{n} and moves the bismillah out of verse 1', async () => {
    const fetcher = fakeFetch((url) => (url === 'https://quran-api.test/v1/surah/112' ? fixture('api-surah-112.json') : undefined));
    const surah = await createRemoteSource(base, fetcher).getSurah(112);
    expect(surah).toMatchObject({ number: 112, englishName: 'Al-Ikhlaas', verseCount: 4, opening: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ' });
    expect(surah.verses.map((verse) => verse.text)).toEqual(['قُلْ هُوَ ٱللَّهُ أَحَدٌ', 'ٱللَّهُ ٱلصَّمَدُ', 'لَمْ يَلِدْ وَلَمْ يُولَدْ', 'وَلَمْ يَكُن لَّهُۥ كُفُوًا أَحَدٌۢ']);
  });

  it('keeps the bismillah as verse 1 of Al-Fatihah, and At-Tawbah has none', async () => {
    const source = createRemoteSource(base, fakeFetch((url) => apiAnswer(quran, new URL(url).pathname)));
    const fatihah = await source.getSurah(1);
    expect(fatihah.opening).toBeUndefined();
    expect(fatihah.verses).toHaveLength(7);
    expect(fatihah.verses[0]!.text).toBe(quran[0]!.verses[0]!.text);
    const tawbah = await source.getSurah(9);
    expect(tawbah.opening).toBeUndefined();
    expect(tawbah.verses[0]!.text).toBe(quran[8]!.verses[0]!.text);
  });

  it('gets a translation in the same request, through /v1/surah/{n}/editions/...', async () => {
    const fetcher = fakeFetch((url) => apiAnswer(quran, new URL(url).pathname));
    const source = createRemoteSource(base, fetcher);
    const surah = await source.getSurah(112, 'ur');
    expect(fetcher.urls).toEqual(['https://quran-api.test/v1/surah/112/editions/quran-uthmani,ur.jalandhry']);
    expect(surah.opening).toBe('بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ');
    expect(surah.verses[0]).toEqual({ number: 1, text: quran[111]!.verses[0]!.text, translation: '[ur.jalandhry] 112:1' });
    await source.getSurah(112, 'ur');
    await source.getSurah(112);
    expect(fetcher.urls).toHaveLength(2);
  });

  it('turns a malformed answer or an HTTP error into an error, not a crash later', async () => {
    const answers: Record<string, unknown> = {
      'https://quran-api.test/v1/surah': { code: 200, status: 'OK', data: 'nothing' },
      'https://quran-api.test/v1/surah/2': { code: 200, status: 'OK', data: { number: 2, name: 'x', englishName: 'x', numberOfAyahs: 286, ayahs: [{ numberInSurah: 1, text: 'x' }] } },
    };
    const source = createRemoteSource(base, fakeFetch((url) => answers[url]));
    await expect(source.listSurahs()).rejects.toThrow(/unexpected shape/);
    await expect(source.getSurah(2)).rejects.toThrow(/does not hold its 286 verses/);
    await expect(source.getSurah(3)).rejects.toThrow(/HTTP 404/);
  });
});

describe('the bismillah', () => {
  it('is recognised in either orthography and taken out of verse 1', () => {
    expect(splitBismillah(2, 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ الٓمٓ')).toEqual({ opening: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', verse: 'الٓمٓ' });
    expect(splitBismillah(95, `\uFEFF${quran[0]!.verses[0]!.text} ${quran[94]!.verses[0]!.text}`)).toEqual({ opening: quran[0]!.verses[0]!.text, verse: quran[94]!.verses[0]!.text });
  });

  it('is left alone in surahs 1 and 9, and when verse 1 does not start with it', () => {
    expect(splitBismillah(1, quran[0]!.verses[0]!.text)).toEqual({ verse: quran[0]!.verses[0]!.text });
    expect(splitBismillah(9, 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ بَرَآءَةٌ')).toEqual({ verse: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ بَرَآءَةٌ' });
    expect(splitBismillah(114, quran[113]!.verses[0]!.text)).toEqual({ verse: quran[113]!.verses[0]!.text });
  });
});

describe('reading positions and labels', () => {
  const surahs = [
    { number: 1, name: 'الفاتحة', englishName: 'Al-Fatihah', verseCount: 7 },
    { number: 2, name: 'البقرة', englishName: 'Al-Baqarah', verseCount: 286 },
  ];
  const fatihah = { ...surahs[0]!, verses: Array.from({ length: 7 }, (_, index) => ({ number: index + 1, text: `verse ${index + 1}` })) };

  it('labels options and the heading as the reader shows them', () => {
    expect(surahOptionLabel(surahs[0]!)).toBe('الفاتحة - Al-Fatihah');
    expect(ayahOptionLabel(7)).toBe('Ayah 7');
    expect(surahHeading(surahs[1]!)).toBe('Al-Baqarah - Surah 2');
  });

  it('shows the whole surah for verse 1 and one verse otherwise', () => {
    expect(versesToShow(fatihah, 1)).toHaveLength(7);
    expect(versesToShow(fatihah, 3)).toEqual([{ number: 3, text: 'verse 3' }]);
  });

  it('reads the position from the URL; without one, or with one that does not exist, the first surah whole', () => {
    const read = (query: string) => readSelection(new URLSearchParams(query), surahs);
    expect(read('surah=2&ayah=255')).toEqual({ surah: surahs[1], ayah: 255 });
    expect(read('surah=1&ayah=8')).toEqual({ surah: surahs[0], ayah: 1 });
    expect(read('surah=3')).toEqual({ surah: surahs[0], ayah: 1 });
    expect(read('surah=two&ayah=-1')).toEqual({ surah: surahs[0], ayah: 1 });
    expect(read('ayah=5')).toEqual({ surah: surahs[0], ayah: 5 });
    expect(read('')).toEqual({ surah: surahs[0], ayah: 1 });
  });

  it('writes the position to the URL: no ayah for the whole surah', () => {
    expect(selectionParams(2, 255)).toEqual({ surah: '2', ayah: '255' });
    expect(selectionParams(2, 1)).toEqual({ surah: '2' });
    expect(selectionParams(undefined)).toEqual({});
  });
});

describe('the quran-reader block settings', () => {
  it('default to the bundled source and accept a remote one with its address', () => {
    expect(blockSchema.parse({ type: 'quran-reader' })).toEqual({ type: 'quran-reader', source: 'bundled' });
    expect(blockSchema.parse({ type: 'quran-reader', source: 'remote', remoteBaseUrl: 'https://api.alquran.cloud' })).toMatchObject({ source: 'remote' });
    expect(blockSchema.safeParse({ type: 'quran-reader', source: 'cdn' }).success).toBe(false);
    expect(blockSchema.safeParse({ type: 'quran-reader', remoteBaseUrl: 'api.alquran.cloud' }).success).toBe(false);
  });
});
