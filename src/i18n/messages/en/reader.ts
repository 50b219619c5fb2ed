/** The Quran reader: choosing a surah and an ayah, the settings, the translations, reading hands-free, the surah index. */
export const reader = {} as const;
