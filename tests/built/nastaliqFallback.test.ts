import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { outDir } from '../../scripts/engine/paths';
import { NASTALIQ_METRICS } from '../../src/theme/nastaliqMetrics';
import { builtText } from './support/builtSite';

const styles = readdirSync(join(outDir, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => builtText(`/assets/${file}`))
  .join('\n');

/** Every list of families in the stylesheets (a font-family, or a custom property holding one) that names Nastaliq. */
const nastaliqStacks = [...styles.matchAll(/(?:font-family|--[\w-]+):([^;}]*Noto Nastaliq Urdu[^;}]*)/g)].map((match) => match[1]!.replaceAll('"', '').split(',').map((family) => family.trim()));

describe("the stylesheets' Urdu text", () => {
  test("names the face with Nastaliq's metrics right after Nastaliq, wherever Nastaliq is named", () => {
    const stacks = nastaliqStacks.filter((families) => families.length > 1);
    // The body's and the headings' families on Urdu pages, the reader's lines, the search page's and the ayah page's Urdu.
    expect(stacks.length).toBeGreaterThanOrEqual(5);
    for (const families of stacks) expect(families.slice(0, 2)).toEqual(['Noto Nastaliq Urdu', 'Noto Nastaliq Urdu Fallback']);
  });

  test("declares that face with Nastaliq's ascent and descent, for the Arabic script only", () => {
    const declared = [...styles.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!).find((body) => /font-family:"?Noto Nastaliq Urdu Fallback"?(;|$)/.test(body));
    expect(declared).toBeDefined();
    expect(declared).toContain(`ascent-override:${NASTALIQ_METRICS.ascent / 10}%`);
    expect(declared).toContain(`descent-override:${NASTALIQ_METRICS.descent / 10}%`);
    expect(declared).toMatch(/unicode-range:[^;]*U\+6\?\?/);
  });
});
