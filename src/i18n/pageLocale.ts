import { localizedPath, type Locale } from './locale';
import type { LocaleFormats } from './localeFormats';
import type { Messages } from './messages/en';
import { readLocaleFormats } from './readLocaleFormats';

/** The language a page is drawn in: the locale, where its pages live, the code's texts in it, and how it writes numbers and dates. */
export interface PageLocale extends Locale {
  /** "" for the default language, "/ur" for Urdu: what its pages' paths begin with. */
  readonly prefix: string;
  readonly messages: Messages;
  /** Handed to islands in place of the locale's tag, so that they write numbers and dates without constructing an Intl formatter. */
  readonly formats: LocaleFormats;
}

/** The language pages are drawn in, under `prefix`, with the code's texts in it. */
export function pageLocale(locale: Locale, prefix: string, messages: Messages): PageLocale {
  return { ...locale, prefix, messages, formats: readLocaleFormats(locale.intl) };
}

/** A language the site is published in, with the pages it has, by their path in the default language. */
export interface LanguageVersion {
  readonly locale: Locale;
  readonly prefix: string;
  readonly paths: ReadonlySet<string>;
}

/** A page in another language, or that language's home page where the page is not translated. */
export interface Alternate {
  readonly locale: Locale;
  readonly href: string;
  readonly samePage: boolean;
}

/** The path a page has in the default language: "/ur/about" → "/about", "/ur/" → "/". */
export function defaultLanguagePath(path: string, prefix: string): string {
  if (!prefix || !path.startsWith(prefix)) return path;
  return path.slice(prefix.length) || '/';
}

/** The page at `path` (in the default language) in every language, the page's own first where it is one. */
export function versionsOf(path: string, languages: readonly LanguageVersion[]): Alternate[] {
  return languages.map(({ locale, prefix, paths }) => {
    const samePage = paths.has(path);
    return { locale, samePage, href: localizedPath(samePage ? path : '/', prefix) };
  });
}
