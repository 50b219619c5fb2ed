import { translations, translationsOf, type QuranSource, type Surah, type TranslationId } from './index';
import { remoteEditionsSchema, remoteListSchema, remoteSurahSchema, type RemoteSurah } from './schemas';
import { splitBismillah } from './bismillah';
import { cachedLoader } from '../cachedLoader';
import { fetchJson, QuranDataError, type Fetch } from './fetchJson';

/** The Arabic edition asked for beside a translation, so both come in one request. */
const ARABIC_EDITION = 'quran-uthmani';

function toSurah(number: number, arabic: RemoteSurah, translated?: RemoteSurah): Surah {
  const consistent =
    arabic.number === number &&
    arabic.ayahs.length === arabic.numberOfAyahs &&
    (!translated || (translated.number === number && translated.ayahs.length === arabic.ayahs.length));
  if (!consistent) throw new QuranDataError(`The answer for surah ${number} does not hold its ${arabic.numberOfAyahs} verses`);
  const verses = arabic.ayahs.map((ayah, index) => {
    const translation = translated?.ayahs[index]?.text;
    return { number: ayah.numberInSurah, text: ayah.text, ...(translation ? { translation } : {}) };
  });
  const { opening, verse } = splitBismillah(number, verses[0]!.text);
  return {
    number,
    name: arabic.name,
    englishName: arabic.englishName,
    verseCount: arabic.numberOfAyahs,
    ...(opening ? { opening } : {}),
    verses: [{ ...verses[0]!, text: verse }, ...verses.slice(1)],
  };
}

/**
 * The public Quran API (api.alquran.cloud and services with its shape): `GET {base}/v1/surah` for
 * the list, `GET {base}/v1/surah/{n}` for one surah, or `/v1/surah/{n}/editions/...` to get a
 * translation in the same request.
 */
export function createRemoteSource(baseUrl: string, fetcher: Fetch = (url) => fetch(url)): QuranSource {
  const base = baseUrl.replace(/\/+$/, '');

  const loadList = cachedLoader(async () => {
    const { data } = await fetchJson(`${base}/v1/surah`, remoteListSchema, fetcher);
    return data.map(({ number, name, englishName, numberOfAyahs }) => ({ number, name, englishName, verseCount: numberOfAyahs }));
  });

  const loadSurah = cachedLoader(async (key: `${number}:${TranslationId | ''}`): Promise<Surah> => {
    const [numberText, translation] = key.split(':') as [string, TranslationId | ''];
    const number = Number(numberText);
    if (!translation) return toSurah(number, (await fetchJson(`${base}/v1/surah/${number}`, remoteSurahSchema, fetcher)).data);
    const editions = `${ARABIC_EDITION},${translations[translation].edition}`;
    const { data } = await fetchJson(`${base}/v1/surah/${number}/editions/${editions}`, remoteEditionsSchema, fetcher);
    return toSurah(number, data[0]!, data[1]);
  });

  return {
    translations: translationsOf('remote'),
    listSurahs: () => loadList(undefined),
    getSurah: (number, translation) => loadSurah(`${number}:${translation ?? ''}`),
  };
}
