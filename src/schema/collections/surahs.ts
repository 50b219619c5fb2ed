import { z } from 'zod';
import { route, text } from '../primitives';

/**
 * One surah of the Quran: how the reader's index lists it and what its own page is titled with.
 * The Arabic text itself is not here: it is the bundled text (the quran-json package), which these
 * values must agree with (a unit test compares them).
 */
export const surahSchema = z.strictObject({
  id: text.meta({ description: 'The surah number as text ("2"); blocks name the surah by it' }),
  number: z.number().int().min(1).max(114).meta({ description: 'Its place in the Quran, 1 to 114' }),
  name: text.meta({ description: 'The name in Arabic script' }),
  englishName: text.meta({ description: 'The name in Latin letters, such as "Al-Baqarah"' }),
  meaning: text.meta({ description: 'What the name means in English, such as "The Cow"' }),
  ayat: z.number().int().positive().meta({ description: 'How many ayat (verses) it has' }),
  revelation: z.enum(['makki', 'madani']).meta({ description: 'Revealed in Makkah (makki) or in Madinah (madani)' }),
  to: route.meta({ description: 'Its page, "/read-quran/<number>"' }),
});

export type SurahItem = z.output<typeof surahSchema>;
