import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAnswer, apiSurah, apiSurahEditions } from '../../../support/quranApiAnswers';
import { blockSchema } from '../../../../src/blocks/definitions';
import { splitBismillah } from '../../../../src/services/quran/bismillah';
import { readPackageQuran, type PackageQuran } from '../../../../scripts/engine/content/quranText';
import type { Fetch } from '../../../../src/services/quran/fetchJson';
import { translationsOf } from '../../../../src/services/quran/index';
import { createRemoteSource } from '../../../../src/services/quran/remote';
import { quranSource } from '../../../../src/services/quran/sources';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/quran/${name}`, import.meta.url), 'utf8'));

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

beforeAll(() => {
  quran = readPackageQuran();
});

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('names its failure, and says when the answer is not JSON at all, such as a portal page', async () => {
    const source = createRemoteSource(base, fakeFetch(() => new Response('<!doctype html><title>Sign in to the Wi-Fi</title>', { status: 200 })));
    const failure = source.listSurahs();
    await expect(failure).rejects.toThrow('https://quran-api.test/v1/surah did not answer JSON');
    // The parser's own complaint goes along, for whoever reads the console.
    const error = await failure.then(
      () => undefined,
      (problem: unknown) => problem as Error,
    );
    expect(error?.name).toBe('QuranDataError');
    expect(error?.cause).toBeInstanceOf(SyntaxError);
  });

  it('refuses an answer that holds another surah than the one asked for', async () => {
    const source = createRemoteSource(base, fakeFetch((url) => (url.endsWith('/v1/surah/3') ? apiSurah(quran, 2) : undefined)));
    await expect(source.getSurah(3)).rejects.toThrow(/surah 3 does not hold/);
  });

  // With the verse counts checked equal, every verse has its translation: `ayahs[index]?.text` needs no `?.`.
  it('refuses a translation of another surah, or one with verses missing, rather than show it under the wrong verses', async () => {
    // Surah 106 has four verses, as 112 does: only its number tells them apart.
    const ofAnotherSurah = apiSurahEditions(quran, 112, 'en.sahih');
    ofAnotherSurah.data[1] = apiSurahEditions(quran, 106, 'en.sahih').data[1]!;
    const withVersesMissing = apiSurahEditions(quran, 112, 'ur.jalandhry');
    withVersesMissing.data[1] = { ...withVersesMissing.data[1]!, ayahs: withVersesMissing.data[1]!.ayahs.slice(0, 3) };
    const source = createRemoteSource(
      base,
      fakeFetch((url) => (url.endsWith('/v1/surah/112/editions/quran-uthmani,en.sahih') ? ofAnotherSurah : url.endsWith('/v1/surah/112/editions/quran-uthmani,ur.jalandhry') ? withVersesMissing : undefined)),
    );
    await expect(source.getSurah(112, 'en')).rejects.toThrow(/surah 112 does not hold/);
    await expect(source.getSurah(112, 'ur')).rejects.toThrow(/surah 112 does not hold/);
  });

  it('tries again when the reader retries after a failed load, and then keeps what it loaded', async () => {
    let down = true;
    const fetcher = fakeFetch((url) => (down ? new Response('Service unavailable', { status: 503 }) : apiAnswer(quran, new URL(url).pathname)));
    const source = createRemoteSource(base, fetcher);
    await expect(source.listSurahs()).rejects.toThrow(/HTTP 503/);
    await expect(source.getSurah(112)).rejects.toThrow(/HTTP 503/);
    down = false;
    await expect(source.listSurahs()).resolves.toHaveLength(114);
    await expect(source.getSurah(112)).resolves.toMatchObject({ englishName: 'Al-Ikhlas' });
    await source.getSurah(112);
    expect(fetcher.urls).toHaveLength(4);
  });

  it('reads an address written with trailing slashes as the same API', async () => {
    const fetcher = fakeFetch((url) => apiAnswer(quran, new URL(url).pathname));
    await createRemoteSource('https://quran-api.test//', fetcher).listSurahs();
    expect(fetcher.urls).toEqual(['https://quran-api.test/v1/surah']);
  });

  it("asks the browser's own fetch when given none", async () => {
    const browserFetch = vi.fn(async (url: string) => Response.json(apiAnswer(quran, new URL(url).pathname)));
    vi.stubGlobal('fetch', browserFetch);
    await expect(createRemoteSource(base).getSurah(112)).resolves.toMatchObject({ number: 112, verseCount: 4 });
    expect(browserFetch).toHaveBeenCalledWith('https://quran-api.test/v1/surah/112');
  });

  it('offers English and Urdu translations; the bundled text offers none', () => {
    expect(createRemoteSource(base, fakeFetch(() => undefined)).translations).toEqual(['en', 'ur']);
    expect(translationsOf('remote')).toEqual(['en', 'ur']);
    expect(translationsOf('bundled')).toEqual([]);
  });
});

describe("a reader's source in the browser", () => {
  it('is the remote API the reader names, one adapter per address for the visit', async () => {
    const browserFetch = vi.fn(async (url: string) => Response.json(apiAnswer(quran, new URL(url).pathname)));
    vi.stubGlobal('fetch', browserFetch);
    const source = await quranSource({ source: 'remote', remoteBaseUrl: 'https://reader-one.test' });
    await expect(source.listSurahs()).resolves.toHaveLength(114);
    expect(browserFetch).toHaveBeenCalledWith('https://reader-one.test/v1/surah');
    expect(await quranSource({ source: 'remote', remoteBaseUrl: 'https://reader-one.test' })).toBe(source);
    expect(await quranSource({ source: 'remote', remoteBaseUrl: 'https://reader-two.test' })).not.toBe(source);
  });

  it('is the public Quran API when neither the reader nor the build names one', async () => {
    const browserFetch = vi.fn(async (url: string) => Response.json(apiAnswer(quran, new URL(url).pathname)));
    vi.stubGlobal('fetch', browserFetch);
    await (await quranSource({ source: 'remote' })).listSurahs();
    expect(browserFetch).toHaveBeenCalledWith('https://api.alquran.cloud/v1/surah');
  });

  it('is never the bundled text, which the pages already carry', async () => {
    await expect(quranSource({ source: 'bundled' })).rejects.toThrow('Only the remote source is read in the browser');
  });
});

describe('the bismillah', () => {
  it('is recognised in either orthography and taken out of verse 1', () => {
    expect(splitBismillah(2, 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ الٓمٓ')).toEqual({ opening: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', verse: 'الٓمٓ' });
    expect(splitBismillah(95, `\uFEFF${quran[0]!.verses[0]!.text} ${quran[94]!.verses[0]!.text}`)).toEqual({ opening: quran[0]!.verses[0]!.text, verse: quran[94]!.verses[0]!.text });
  });

  // Its fallbacks when nothing matched (`?? []` and `: ''`) may hold anything: no match returns before either is read.
  it('is left alone in surahs 1 and 9, and when verse 1 does not start with it', () => {
    expect(splitBismillah(1, quran[0]!.verses[0]!.text)).toEqual({ verse: quran[0]!.verses[0]!.text });
    expect(splitBismillah(9, 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ بَرَآءَةٌ')).toEqual({ verse: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ بَرَآءَةٌ' });
    expect(splitBismillah(114, quran[113]!.verses[0]!.text)).toEqual({ verse: quran[113]!.verses[0]!.text });
    expect(splitBismillah(18, quran[17]!.verses[0]!.text)).toEqual({ verse: quran[17]!.verses[0]!.text });
  });

  it('is not taken for a verse that starts like it but goes on otherwise', () => {
    // Hud 11:41 opens with "In the name of Allah" and then says something else.
    const hud41 = 'بِسْمِ ٱللَّهِ مَجْر۪ىٰهَا وَمُرْسَىٰهَآ ۚ إِنَّ رَبِّى لَغَفُورٌ رَّحِيمٌ';
    expect(splitBismillah(11, hud41)).toEqual({ verse: hud41 });
  });

  it('is left as the verse when nothing follows it, so no verse is shown empty', () => {
    expect(splitBismillah(2, 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ ')).toEqual({ verse: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ ' });
  });

  it('is found after leading spaces, and only a byte-order mark at the very start is dropped', () => {
    expect(splitBismillah(2, ' بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ الٓمٓ')).toEqual({ opening: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', verse: 'الٓمٓ' });
    expect(splitBismillah(2, 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ ال\uFEFFمٓ')).toEqual({ opening: 'بِسْمِ ٱللَّهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', verse: 'ال\uFEFFمٓ' });
  });
});

describe('the quran-settings block', () => {
  it('defaults to the bundled text and accepts a remote source with its address', () => {
    expect(blockSchema.parse({ type: 'quran-settings', surah: '1' })).toMatchObject({ type: 'quran-settings', source: 'bundled' });
    expect(blockSchema.parse({ type: 'quran-settings', surah: '1', source: 'remote', remoteBaseUrl: 'https://api.alquran.cloud' })).toMatchObject({ source: 'remote' });
    expect(blockSchema.safeParse({ type: 'quran-settings', surah: '1', source: 'cdn' }).success).toBe(false);
    expect(blockSchema.safeParse({ type: 'quran-settings', surah: '1', remoteBaseUrl: 'api.alquran.cloud' }).success).toBe(false);
  });
});
