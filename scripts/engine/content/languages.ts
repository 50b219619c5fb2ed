import type { Page } from '../../../src/app/page/pageSchema';
import type { PageContent } from '../../../src/app/server/linkedData';
import { localePrefix } from '../../../src/i18n/locale';
import { localizeLinks } from '../../../src/i18n/localizeLinks';
import { markLatinRuns, unmarkOwnScript } from '../../../src/i18n/ownScript';

/** Markdown drawn as HTML (a paragraph, a list), as opposed to a field's plain text. */
const isHtml = (text: string) => /^\s*<(p|ul|ol|h[2-6]|blockquote|table|div)[\s>]/.test(text);
import { en } from '../../../src/i18n/messages/en';
import type { LanguageVersion } from '../../../src/i18n/pageLocale';
import type { LocalizedContent, SiteContent } from './loadSite';

/** One language's pages, with what they are drawn from. */
export interface LanguageSite {
  readonly content: PageContent;
  readonly pages: readonly Page[];
}

/** Every path a list of pages answers at, aliases included (the not-found page by its alias, /404). */
const pathsOf = (pages: readonly Page[]) => new Set(pages.flatMap((page) => [page.path, ...(page.aliases ?? [])]).filter((path) => path !== '*'));

/**
 * The site in each of its languages, the default first: each language's pages at their own paths
 * (/ur/about), every link in them to a page the language has pointing at that page, and the pages'
 * versions in every language, for the language switch and hreflang.
 */
export function languageSites(data: SiteContent, translations: readonly LocalizedContent[]): LanguageSite[] {
  const locales = data.site.locales;
  const languages: LanguageVersion[] = [
    { locale: locales[0]!, prefix: '', paths: pathsOf(data.routes) },
    ...translations.map(({ locale, data: translated }) => ({ locale, prefix: localePrefix(locale, locales), paths: pathsOf(translated.routes) })),
  ];
  const english: LanguageSite = {
    content: { site: data.site, collections: data.collections, locale: { ...locales[0]!, prefix: '', messages: en }, languages },
    pages: data.routes,
  };
  return [
    english,
    ...translations.map(({ locale, data: translated, messages }, index): LanguageSite => {
      const { prefix, paths } = languages[index + 1]!;
      // The Markdown's marks for Arabic-script runs are for pages in a Latin script; on a page written
      // right to left in that script (Urdu), they are its own words, and its Latin words are the English ones.
      const ownScript = locale.direction === 'rtl' ? (html: string) => (isHtml(html) ? markLatinRuns(unmarkOwnScript(html, locale.code)) : html) : undefined;
      const localize = <T,>(value: T) => localizeLinks(value, prefix, paths, ownScript);
      return {
        content: { site: localize(translated.site), collections: localize(translated.collections), locale: { ...locale, prefix, messages }, languages },
        pages: translated.routes.map(localize),
      };
    }),
  ];
}
