import type { SurahItem } from '../../schema/collections/surahs';

/** Where a surah was revealed, as the index and its page say it. */
export function revelationLabel(revelation: SurahItem['revelation']): string {
  return revelation === 'makki' ? 'Makki' : 'Madani';
}
