import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { outDir } from '../../scripts/engine/paths';
import { builtText } from './support/builtSite';

/*
 * The first Intl.NumberFormat or DateTimeFormat of a page, its first toLocaleString or
 * localeCompare, starts ICU: 20 to 50 ms of the main thread, four times that on a slow phone, a long
 * task for an island that formats as it wakes. Islands write numbers and dates from the locale's
 * formats, which the build reads (src/i18n/localeFormats.ts), and get lists the build has sorted.
 * Intl.PluralRules starts in under a millisecond, and stays.
 */
const STARTS_ICU = [/\bNumberFormat\b/, /\bDateTimeFormat\b/, /\btoLocaleDateString\b/, /\btoLocaleTimeString\b/, /\.toLocaleString\(/, /\blocaleCompare\b/];

const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));

describe('the scripts the browser runs', () => {
  test('construct no Intl number or date formatter, and neither format nor compare by locale', () => {
    // The islands' own chunks are among those read, not only the shared ones.
    expect(scripts.filter((file) => /^(Pricing|BlogList|SurahIndex)\.client-/.test(file))).toHaveLength(3);
    const found = scripts.flatMap((file) => {
      const text = builtText(`/assets/${file}`);
      // Zod's class names ($ZodNumberFormat) end in NumberFormat, but no word begins there.
      return STARTS_ICU.flatMap((pattern) => {
        const match = pattern.exec(text);
        return match ? [`${file}: …${text.slice(match.index - 40, match.index + 40)}…`] : [];
      });
    });
    expect(found).toEqual([]);
  });

  test("load zod/mini, never zod's full API", () => {
    // zod's full API names its schema classes ZodString, ZodObject...; zod/mini's are ZodMiniString...
    // Starting the full API was one of the longest tasks of the blog's pages (40 to 60 ms here),
    // for checks zod/mini makes as well.
    const fullApi = scripts.filter((file) => /[`'"]Zod(String|Object|Number)[`'"]/.test(builtText(`/assets/${file}`)));
    expect(fullApi).toEqual([]);
  });
});
