import { z } from 'zod';
import { surahReference } from '../surah-text/schema';

export const quranSelectBlock = z
  .strictObject({
    type: z.literal('quran-select'),
    surah: surahReference
      .optional()
      .meta({ description: 'The surah the page shows, by its id in content/surahs.yaml ("2"); left out on a page of no one surah (the index)' }),
    ayah: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: "The ayah the page shows alone (255), on an ayah's own page; left out, the whole surah (Ayah 1)" }),
  })
  .superRefine((block, ctx) => {
    if (block.ayah === undefined) return;
    if (block.surah === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ayah'], input: block.ayah, message: 'an ayah needs its surah: add surah' });
      return;
    }
    const { surah } = block.surah;
    if (block.ayah > surah.ayat) ctx.addIssue({ code: 'custom', path: ['ayah'], input: block.ayah, message: `${surah.englishName} has ${surah.ayat} ayat, so no ayah ${block.ayah}` });
  })
  .meta({
    description:
      'The reader\'s two selects: "Select Surah" (every surah in content/surahs.yaml, "{Arabic name} - {English name}") and, once a surah is chosen, "Select Ayah" ("Ayah 1" to "Ayah N"). A surah opens its page, "Ayah 1" the whole surah, another ayah its own page (/read-quran/2/255). Set to where the page is: on a surah page `surah: "{{item.id}}"`; on an ayah page also `ayah:`, the ayah\'s number (a template\'s placeholder standing alone keeps an item\'s number a number); on the index neither. Shown only where scripts run: without them the links of the pages reach every surah and ayah',
  });
