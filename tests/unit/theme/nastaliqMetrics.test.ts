import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { describe, expect, test } from 'vitest';
import { NASTALIQ_SUBSET_FILE } from '../../../scripts/tools/fonts/nastaliqSubset';
import { NASTALIQ_METRICS } from '../../../src/theme/nastaliqMetrics';

/** A table's offset in an OpenType file, from its table directory. */
function tableOffset(font: Buffer, tag: string): number {
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index++) {
    const record = 12 + 16 * index;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`No ${tag} table`);
}

describe('the face standing in for Nastaliq until it arrives', () => {
  test('is given the vertical metrics of the Nastaliq file the site serves, so the text does not move when it arrives', async () => {
    const font = await fontverter.convert(readFileSync(NASTALIQ_SUBSET_FILE), 'sfnt');
    const unitsPerEm = font.readUInt16BE(tableOffset(font, 'head') + 18);
    const hhea = tableOffset(font, 'hhea');
    const perThousand = (units: number) => Math.round((units * 1000) / unitsPerEm);
    expect(NASTALIQ_METRICS).toEqual({ ascent: perThousand(font.readInt16BE(hhea + 4)), descent: -perThousand(font.readInt16BE(hhea + 6)) });
  });
});
