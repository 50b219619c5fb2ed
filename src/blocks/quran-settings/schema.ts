import { z } from 'zod';
import { surahReference } from '../surah-text/schema';

export const quranSettingsBlock = z.strictObject({
  type: z.literal('quran-settings'),
  surah: surahReference.meta({ description: 'The id of the surah in content/surahs.yaml that the page reads ("2")' }),
  source: z.enum(['bundled', 'remote']).default('bundled').meta({
    description:
      'Where translations come from: "bundled" (the text shipped with the site has none, so no translation setting) or "remote" (a public Quran API with the /v1/surah shape; offers English and Urdu)',
  }),
  remoteBaseUrl: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'expected an http(s) address such as "https://api.alquran.cloud"')
    .optional()
    .meta({ description: 'For source: remote. The API address; VITE_QURAN_API_BASE, then https://api.alquran.cloud, when left out' }),
}).meta({
  description:
    "A surah page's reading settings, kept on the device: text size, the optional translation and keyboard shortcuts (documented beside them); it also remembers where the reader stopped",
});

export type QuranSettingsBlock = z.output<typeof quranSettingsBlock>;
