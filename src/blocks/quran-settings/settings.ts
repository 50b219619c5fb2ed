import { readStored, writeStored } from '../../services/deviceStore';
import { isTranslationId, type TranslationId } from '../../services/quran/index';
import { verseSizes, type VerseSize } from '../surah-text/surahText.css';

/** The reading settings this device keeps. */
export interface ReadingSettings {
  readonly size: VerseSize;
  readonly translation: TranslationId | 'off';
  readonly shortcuts: boolean;
}

export const defaultSettings: ReadingSettings = { size: 'medium', translation: 'off', shortcuts: true };

export const sizeLabels: Record<VerseSize, string> = { small: 'Small', medium: 'Medium', large: 'Large', 'extra-large': 'Extra large' };

export const isVerseSize = (value: unknown): value is VerseSize => typeof value === 'string' && Object.hasOwn(verseSizes, value);

const STORAGE_KEY = 'quran-reader.settings';

/** The settings kept on this device, each one that is missing or damaged taken from the defaults. */
export function readSettings(): ReadingSettings {
  // Whatever JSON was kept is read field by field, as an object: null, text or a number has none of these fields.
  const stored = readStored(STORAGE_KEY, (value) => Object(value) as Record<string, unknown>) ?? {};
  return {
    size: isVerseSize(stored.size) ? stored.size : defaultSettings.size,
    translation: isTranslationId(stored.translation) ? stored.translation : 'off',
    shortcuts: typeof stored.shortcuts === 'boolean' ? stored.shortcuts : defaultSettings.shortcuts,
  };
}

export const writeSettings = (settings: ReadingSettings): void => writeStored(STORAGE_KEY, settings);

/** A key press the shortcuts may take: no modifier, and not typed into a field or a control that reads keys. */
export function isShortcutKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  const { target } = event;
  return !(target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])'));
}
