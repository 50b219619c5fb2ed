import { z } from 'zod';

export const quranReaderBlock = z.strictObject({
  type: z.literal('quran-reader'),
  source: z.enum(['bundled', 'remote']).default('bundled').meta({
    description:
      'Where the text comes from: "bundled" (shipped with the site, from the quran-json package; works offline) or ' +
      '"remote" (a public Quran API with the /v1/surah shape; adds English and Urdu translations)',
  }),
  remoteBaseUrl: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'expected an http(s) address such as "https://api.alquran.cloud"')
    .optional()
    .meta({ description: 'For source: remote. The API address; VITE_QURAN_API_BASE, then https://api.alquran.cloud, when left out' }),
}).meta({ description: 'The Quran reader: choose a surah, then read it verse by verse' });

export type QuranReaderBlock = z.output<typeof quranReaderBlock>;
