/** Where this device keeps the reading settings: read by the settings, and by the loader that wakes them for a reader who has some. */
export const SETTINGS_KEY = 'quran-reader.settings';
