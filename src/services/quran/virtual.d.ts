/** The bundled index's URL, from quranDataPlugin.ts. */
declare module 'virtual:quran-index' {
  export const quranIndexUrl: string;
}
