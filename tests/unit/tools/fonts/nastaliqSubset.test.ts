import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charactersIn, charactersMissing, NASTALIQ_SUBSET_FILE, urduTextCharacters, wholeNastaliq } from '../../../../scripts/tools/fonts/nastaliqSubset';

const describeMissing = (missing: ReturnType<typeof charactersMissing>) =>
  missing.map(({ character, foundIn }) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} "${character}" in ${foundIn}`);

describe('the Urdu subset of Noto Nastaliq Urdu', () => {
  it('draws every letter and mark the Urdu texts use (run `npm run fonts` when one is missing)', async () => {
    const found = urduTextCharacters(process.cwd());
    // The texts are Urdu: dozens of letters, not a stray few.
    expect(found.length).toBeGreaterThan(40);
    const drawn = await charactersIn(readFileSync(NASTALIQ_SUBSET_FILE));
    expect(describeMissing(charactersMissing(found, drawn))).toEqual([]);
  });

  it('draws the space and the signs between Urdu words, so a sentence is shaped in one face', async () => {
    const drawn = await charactersIn(readFileSync(NASTALIQ_SUBSET_FILE));
    // A space the face lacked was drawn in a system face, and cut every word into a run of its own.
    const between = [' ', '\u00A0', '.', ',', ':', '(', ')', '-', '"', '0', '9', '۔', '،', '؟'];
    expect(between.filter((character) => !drawn.has(character.codePointAt(0)!))).toEqual([]);
    // The Latin letters are not Urdu's: English words are marked English and set in the Latin face.
    expect(['A', 'z'].filter((character) => drawn.has(character.codePointAt(0)!))).toEqual([]);
  });

  it('is a cut of the whole face, not the whole face', async () => {
    const subset = readFileSync(NASTALIQ_SUBSET_FILE);
    const whole = wholeNastaliq();
    expect(subset.length).toBeLessThan(whole.length * 0.8);
    const [drawnBySubset, drawnByWhole] = await Promise.all([charactersIn(subset), charactersIn(whole)]);
    expect([...drawnBySubset].filter((codePoint) => !drawnByWhole.has(codePoint))).toEqual([]);
    // Letters of other languages written in the Arabic script are left out: Sindhi's ڻ, Pashto's ځ.
    expect([0x06bb, 0x0681].filter((codePoint) => drawnBySubset.has(codePoint))).toEqual([]);
  });

  it('names each letter a face lacks, with the file it was found in', () => {
    const found = [
      { character: 'ب', foundIn: 'content/translations/ur/pages.yaml' },
      { character: 'ڻ', foundIn: 'content/translations/ur/faq.yaml' },
    ];
    expect(describeMissing(charactersMissing(found, new Set(['ب'.codePointAt(0)!])))).toEqual(['U+06BB "ڻ" in content/translations/ur/faq.yaml']);
  });
});
