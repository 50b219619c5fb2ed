import { z } from 'zod';
import { surahReference } from '../surah-text/schema';

export const quranSettingsBlock = z.strictObject({
  type: z.literal('quran-settings'),
  surah: surahReference.meta({ description: 'The id of the surah in content/surahs.yaml that the page reads ("2")' }),
  source: z.enum(['bundled', 'remote']).default('bundled').meta({
    description:
      'The translations offered besides those shipped with the site (Urdu, English and a transliteration, always offered): "bundled" (no other) or "remote" (also a public Quran API with the /v1/surah shape; offers its English and Urdu)',
  }),
  remoteBaseUrl: z
    .string()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'expected an http(s) address such as "https://api.alquran.cloud"')
    .optional()
    .meta({ description: 'For source: remote. The API address; VITE_QURAN_API_BASE, then https://api.alquran.cloud, when left out' }),
}).meta({
  description:
    "A surah page's reading settings, kept on the device: text size, the translations shown under each ayah and keyboard shortcuts (documented beside them); it also remembers where the reader stopped",
});

export type QuranSettingsBlock = z.output<typeof quranSettingsBlock>;
