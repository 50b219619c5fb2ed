import { readStored, writeStored } from '../../services/deviceStore';
import { isTranslationId, type QuranSourceKind, type TranslationId } from '../../services/quran/index';
import { shippedTranslationKinds, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';
import { verseSizes, type VerseSize } from '../surah-text/surahText.css';
import { defaultLinesFor } from '../../services/quran/defaultLines';
import { defaultPace, isPace, type Pace } from './handsFree/pace';
import { SETTINGS_KEY } from './settingsKey';

/** The reading settings this device keeps. */
export interface ReadingSettings {
  readonly size: VerseSize;
  /** The remote source's translation, when the site is built with one. */
  readonly translation: TranslationId | 'off';
  /** The translations shipped with the site shown under each ayah, in the order they are shown. */
  readonly lines: readonly ShippedTranslationKind[];
  readonly shortcuts: boolean;
  /** Hands-free scrolling's pace, in lines a minute. */
  readonly pace: Pace;
}

export const defaultSettings: ReadingSettings = { size: 'medium', translation: 'off', lines: [], shortcuts: true, pace: defaultPace };

/** The settings a page in `language` starts from, its translations under each ayah included. */
export function defaultSettingsFor(language: string): ReadingSettings {
  const lines = defaultLinesFor(language);
  return lines.length ? { ...defaultSettings, lines } : defaultSettings;
}

export const isVerseSize = (value: unknown): value is VerseSize => typeof value === 'string' && Object.hasOwn(verseSizes, value);


/** The shipped translations kept as chosen, in the order they are shown; anything else in the list is dropped. */
function linesOf(stored: unknown): ShippedTranslationKind[] {
  return Array.isArray(stored) ? shippedTranslationKinds.filter((kind) => stored.includes(kind)) : [];
}

/**
 * The settings kept on this device, each one that is missing or damaged taken from the page's
 * defaults. Settings kept before the shipped translations (no `lines`) had one translation, from the
 * remote source: a site still built with it keeps showing that one; on a site without it, the reader
 * sees the shipped translation in the same language instead of none.
 */
export function readSettings(source: QuranSourceKind = 'bundled', defaults: ReadingSettings = defaultSettings): ReadingSettings {
  // Whatever JSON was kept is read field by field, as an object: null, text or a number has none of these fields.
  const stored = readStored(SETTINGS_KEY, (value) => Object(value) as Record<string, unknown>) ?? {};
  const translation = isTranslationId(stored.translation) ? stored.translation : 'off';
  const keptBeforeLines = !('lines' in stored);
  const lines = () => {
    if (!keptBeforeLines) return linesOf(stored.lines);
    return source === 'bundled' && translation !== 'off' ? [translation] : defaults.lines;
  };
  return {
    size: isVerseSize(stored.size) ? stored.size : defaults.size,
    translation,
    lines: lines(),
    shortcuts: typeof stored.shortcuts === 'boolean' ? stored.shortcuts : defaults.shortcuts,
    pace: isPace(stored.pace) ? stored.pace : defaults.pace,
  };
}

export const writeSettings = (settings: ReadingSettings): void => writeStored(SETTINGS_KEY, settings);

/** A key press the shortcuts may take: no modifier, and not typed into a field or a control that reads keys. */
export function isShortcutKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  const { target } = event;
  return !(target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])'));
}
