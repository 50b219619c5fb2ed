import { z } from 'zod';
import { text } from '../primitives';

/**
 * One ayah of the Quran, as the build derives it from content/surahs.yaml and the text and
 * translations shipped with the site (the quran-json package): there is no file of ayat to write.
 * A template made `from: ayat` gives each ayah a page, quoting these fields.
 */
export const ayahItemSchema = z.strictObject({
  id: text.meta({ description: 'The surah and ayah numbers, "2:255" for Ayat al-Kursi' }),
  surah: text.meta({ description: 'The id of its surah in content/surahs.yaml ("2")' }),
  number: z.number().int().positive().meta({ description: 'Its number in its surah, from 1' }),
  surahName: text.meta({ description: "Its surah's name in Latin letters, such as \"Al-Baqarah\"" }),
  surahMeaning: text.meta({ description: "What its surah's name means, such as \"The Cow\"" }),
  to: text.meta({ description: 'Its own page: its surah\'s page and its number, "/read-quran/2/255"' }),
  surahTo: text.meta({ description: 'Its surah\'s page, "/read-quran/2"' }),
  text: text.meta({ description: 'The ayah in Arabic' }),
  urdu: text.meta({ description: "Its Urdu translation (Abul A'la Maududi)" }),
  english: text.meta({ description: 'Its English translation (Saheeh International)' }),
  transliteration: text.meta({ description: 'Its English transliteration' }),
  summary: text.meta({
    description:
      'Its English translation cut at a word to 130 characters at most (with "…" where it was cut), so that a description naming the ayah before it fits what search results show',
  }),
  previous: text.optional().meta({ description: 'The id of the ayah before it, across surahs ("1:7" before "2:1"); none before 1:1' }),
  next: text.optional().meta({ description: 'The id of the ayah after it, across surahs ("2:1" after "1:7"); none after 114:6' }),
});

export type AyahItem = z.output<typeof ayahItemSchema>;
