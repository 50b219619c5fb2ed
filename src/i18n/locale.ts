/**
 * A language the site is published in, as pages.yaml declares it. The first declared is the default,
 * served at the root; every other is served under its code (/ur/...).
 */
export interface Locale {
  /** The language's code (BCP 47), as `lang` attributes and hreflang carry it: "en", "ur". */
  readonly code: string;
  /** The language's name in itself, as the language switch shows it: "English", "اردو". */
  readonly label: string;
  readonly direction: 'ltr' | 'rtl';
  /** The locale Intl formats numbers and dates in: "en-GB", "ur-PK". */
  readonly intl: string;
  /** The typeface its pages are set in (the theme draws each). */
  readonly font: FontFace;
}

/** The typefaces the theme ships, by the name pages.yaml gives them. */
export const fontFaces = ['serif', 'nastaliq'] as const;
type FontFace = (typeof fontFaces)[number];

/** The locale as Open Graph names it: "en_GB", "ur_PK". */
export const openGraphLocale = (locale: Pick<Locale, 'intl'>) => locale.intl.replace('-', '_');

/** The path under which a locale's pages live: "" for the default locale, "/ur" for Urdu. */
export function localePrefix(locale: Pick<Locale, 'code'>, locales: readonly Pick<Locale, 'code'>[]): string {
  return locales[0]?.code === locale.code ? '' : `/${locale.code}`;
}

/** A site path as it is in the locale under `prefix`: "/about" → "/ur/about", "/" → "/ur/". */
export function localizedPath(path: string, prefix: string): string {
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}
