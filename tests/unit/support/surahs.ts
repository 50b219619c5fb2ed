import type { SurahItem } from '../../../src/schema/collections/surahs';
import { contentFile } from './realSite';

let surahs: readonly SurahItem[] | undefined;

/** A surah as content/surahs.yaml writes it; the file is read on first use, not as a test file loads. */
export const surahById = (id: string): SurahItem => (surahs ??= contentFile('surahs')).find((surah) => surah.id === id)!;

/** How a surah's facts name where it was revealed. */
export const revelationLabel = (value: 'makki' | 'madani'): string => (value === 'makki' ? 'Makki' : 'Madani');
