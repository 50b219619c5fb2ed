import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { opensWithBismillah } from './bismillah.ts';
import { bundledSummaries, type Surah } from './index.ts';
import type { BundledIndex, BundledSurahFile } from './schemas';

/**
 * The package's Arabic-only file. Its translation files (quran_en.json, chapters/en/...) are never
 * read: their upstream terms forbid redistribution.
 */
const PACKAGE_TEXT = 'quran-json/dist/quran.json';

const packageQuranSchema = z
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

export function readPackageQuran(): PackageQuran {
  const file = createRequire(import.meta.url).resolve(PACKAGE_TEXT);
  return packageQuranSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Where the files go in the build output; under assets/, so they are served with a year-long cache. */
const FOLDER = 'assets/quran';

function hashed(stem: string, content: string): string {
  return `${FOLDER}/${stem}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.json`;
}

export interface BundledFiles {
  /** Every surah's number, names, verse count and file address: what the reader's page carries. */
  readonly index: BundledIndex;
  /** Each surah's file, by its name in the output folder ("assets/quran/surah-2-<hash>.json"). */
  readonly files: ReadonlyMap<string, string>;
}

/**
 * One file per surah holding its Arabic text only, and the index of them (number, Arabic name,
 * English name, verse count, file URL). Names carry a hash of the content, so a browser may keep
 * them for a year and still never read a stale text. `base` is the site's public base path.
 */
export function bundledFiles(quran: PackageQuran, base = '/'): BundledFiles {
  const files = new Map<string, string>();
  const bismillah = quran[0]!.verses[0]!.text;
  const surahs: BundledIndex['surahs'] = quran.map((surah) => {
    const content: BundledSurahFile = {
      number: surah.id,
      ...(opensWithBismillah(surah.id) ? { opening: bismillah } : {}),
      verses: surah.verses.map((verse) => verse.text),
    };
    const json = JSON.stringify(content);
    const file = hashed(`surah-${surah.id}`, json);
    files.set(file, json);
    return { number: surah.id, name: surah.name, englishName: surah.transliteration, verses: surah.total_verses, file: `${base}${file}` };
  });
  return { index: { surahs }, files };
}

/** What the reader's page shows before any script runs: the list of surahs and Al-Fatihah. */
export interface BundledFirstView {
  readonly index: BundledIndex;
  readonly first: Surah;
}

let firstView: BundledFirstView | undefined;

/** Read once per build: every page with a reader shows the same first view. */
export function bundledFirstView(): BundledFirstView {
  if (!firstView) {
    const quran = readPackageQuran();
    const { index } = bundledFiles(quran);
    const [summary] = bundledSummaries(index);
    firstView = { index, first: { ...summary!, verses: quran[0]!.verses.map((verse) => ({ number: verse.id, text: verse.text })) } };
  }
  return firstView;
}
