/**
 * `npm run fonts`: writes the Urdu subset of Noto Nastaliq Urdu the site serves
 * (scripts/tools/fonts/nastaliqSubset.ts), from the whole face in @expo-google-fonts. Run it after
 * updating that package, or when the unit tests say an Urdu text uses a letter the subset lacks.
 */
import { writeFileSync } from 'node:fs';
import { NASTALIQ_SUBSET_FILE, nastaliqCharacters, subsetNastaliq, wholeNastaliq } from './fonts/nastaliqSubset';

const characters = nastaliqCharacters(process.cwd());
const subset = await subsetNastaliq(characters);
writeFileSync(NASTALIQ_SUBSET_FILE, subset);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${NASTALIQ_SUBSET_FILE}: ${characters.length} characters, ${kb(subset.length)} (the whole face, as TTF: ${kb(wholeNastaliq().length)})`);
