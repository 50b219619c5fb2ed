import type { Messages } from '../../i18n/messages/en';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { ReaderAddresses } from '../../services/quran/ayahAddress';
import type { Locale } from '../../i18n/locale';

/** A surah as its option needs it: its number, the option's text, and how many ayat it has. */
export type SurahChoice = readonly [number: number, label: string, ayat: number];

/**
 * The island's props: where the reader is, the surah (none on the index) and the ayah (none: the
 * whole surah), and the controls' texts in the page's language. The list of every surah is not
 * among them: it is one file for all the reader's pages (surahChoices.ts).
 */
export interface QuranSelectProps {
  readonly surah?: SurahChoice | undefined;
  readonly ayah?: number | undefined;
  readonly text: Messages['reader']['quranSelect'];
  /** How the page's locale writes numbers. */
  readonly formats: LocaleFormats;
  /** The page's direction: on a right-to-left page, the Latin words of the hint are marked English. */
  readonly direction: Locale['direction'];
  /** Where the page's language keeps the reader's pages. */
  readonly reader: ReaderAddresses;
}

/** A surah's option, as the reader's specification words it. */
export const surahOptionLabel = ({ name, englishName }: { name: string; englishName: string }): string => `${name} - ${englishName}`;

/** An ayah's option, its number as the page's locale writes it. */
export const ayahOptionLabel = (ayah: number, text: QuranSelectProps['text'], formats: LocaleFormats): string => fill(text.ayahOption, { number: formatNumber(ayah, formats) });

/** Keys that move a closed select's choice one way or to an end. */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Whether a key pressed on a closed select moves its choice on the spot, firing `change` without the
 * list being opened: the arrow keys and their kin in Chrome on Windows, in Firefox and under a screen
 * reader's focus mode, and a typed letter (type-ahead). With Alt (Alt+Down opens the list), Ctrl or
 * Cmd it does not; nor do Space, Enter, Tab or Escape.
 */
export function movesChoiceOnTheSpot({ key, altKey, ctrlKey, metaKey }: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): boolean {
  if (altKey || ctrlKey || metaKey) return false;
  return STEPPING_KEYS.has(key) || /^\S$/u.test(key);
}
