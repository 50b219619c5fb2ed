import type { Messages } from '../../i18n/messages/en';
import { plural } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { SurahItem } from '../../schema/collections/surahs';

type SurahFacts = Messages['reader']['surahFacts'];

/** Where a surah was revealed, as the index and its page say it. */
export function revelationLabel(revelation: SurahItem['revelation'], text: SurahFacts): string {
  return revelation === 'makki' ? text.makki : text.madani;
}

/** How many ayat a surah has ("286 ayat"), as the index and its page say it. */
export const ayatLabel = (ayat: number, text: SurahFacts, formats: LocaleFormats): string => plural(text.ayat, ayat, formats);
