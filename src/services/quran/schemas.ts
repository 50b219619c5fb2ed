import '../browserZod';
import * as z from 'zod/mini';

/*
 * The two answer shapes, checked at the boundary (fetchJson). Kept apart from index.ts so the
 * reader's own chunk does not carry zod: it arrives with the adapter, after the page is interactive.
 */

const count = z.number().check(z.int(), z.positive());
const nonEmpty = z.string().check(z.minLength(1));

/** The public Quran API's surah summary (`GET /v1/surah` lists them under `data`). Other fields are ignored. */
const remoteSurahSummary = z.object({ number: count, name: nonEmpty, englishName: nonEmpty, numberOfAyahs: count });

const remoteSurah = z.object({
  number: count,
  name: nonEmpty,
  englishName: nonEmpty,
  numberOfAyahs: count,
  ayahs: z.array(z.object({ numberInSurah: count, text: z.string() })).check(z.minLength(1)),
});

export const remoteListSchema = z.object({ data: z.array(remoteSurahSummary).check(z.minLength(1)) });

/** `GET /v1/surah/{n}`: the surah object at `data`. */
export const remoteSurahSchema = z.object({ data: remoteSurah });

/** `GET /v1/surah/{n}/editions/{a},{b}`: one surah object per edition, in the order asked. */
export const remoteEditionsSchema = z.object({ data: z.array(remoteSurah).check(z.minLength(2)) });

export type RemoteSurah = z.infer<typeof remoteSurah>;
