import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

/** The package's text as the build relies on it: every surah, with its verses numbered 1 to its count, in order. */
export const packageQuranSchema = z
  .array(
    z.object({
      id: z.number().int().positive(),
      name: z.string().min(1),
      transliteration: z.string().min(1),
      type: z.enum(['meccan', 'medinan']),
      total_verses: z.number().int().positive(),
      verses: z.array(z.object({ id: z.number().int().positive(), text: z.string().min(1) })).min(1),
    }).refine(
      (surah) => surah.verses.length === surah.total_verses && surah.verses.every((verse, index) => verse.id === index + 1),
      'expected verses numbered 1 to total_verses, in order',
    ),
  )
  .length(114);

export type PackageQuran = z.output<typeof packageQuranSchema>;

/**
 * The Quran text shipped with the site, read at build time: the surah and ayah pages draw it into
 * their HTML. The package's Arabic-only file; its translations are read by quranTranslations.ts.
 */
export function readPackageQuran(): PackageQuran {
  // Named in a literal `require.resolve`, so that tools which read the imports (knip) see the package used.
  const require = createRequire(import.meta.url);
  const file = require.resolve('quran-json/dist/quran.json');
  return packageQuranSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
