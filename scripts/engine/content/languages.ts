import type { Page } from '../../../src/app/page/pageSchema';
import type { PageContent } from '../../../src/app/server/linkedData';
import { localePrefix } from '../../../src/i18n/locale';
import { localizeLinks } from '../../../src/i18n/localizeLinks';
import { markLatinRuns, unmarkOwnScript } from '../../../src/i18n/ownScript';

/** Markdown drawn as HTML (a paragraph, a list), as opposed to a field's plain text. */
const isHtml = (text: string) => /^\s*<(p|ul|ol|h[2-6]|blockquote|table|div)[\s>]/.test(text);
import { en, type Messages } from '../../../src/i18n/messages/en';
import type { Collections } from '../../../src/schema/collections';
import type { SiteSettings } from '../../../src/schema/site';
import { pageLocale, type LanguageVersion } from '../../../src/i18n/pageLocale';
import type { LocalizedContent, SiteContent } from './loadSite';

/** One language's pages, with what they are drawn from. */
export interface LanguageSite {
  readonly content: PageContent;
  readonly pages: readonly Page[];
}

/** Every path a list of pages answers at, aliases included (the not-found page by its alias, /404). */
const pathsOf = (pages: readonly Page[]) => new Set(pages.flatMap((page) => [page.path, ...(page.aliases ?? [])]).filter((path) => path !== '*'));

/** What a language's pages are drawn from, as its content gives them, before they take their place in the site. */
export interface LanguageParts {
  readonly site: SiteSettings;
  readonly collections: Collections;
  readonly pages: readonly Page[];
  readonly messages: Messages;
}

/**
 * One language's pages at their own paths (/ur/about), every link in them to a page the language
 * has pointing at that page, and the pages' versions in every language (`languages`), for the
 * language switch and hreflang.
 */
export function languageSite(version: LanguageVersion, languages: readonly LanguageVersion[], { site, collections, pages, messages }: LanguageParts): LanguageSite {
  const { locale, prefix, paths } = version;
  // The Markdown's marks for Arabic-script runs are for pages in a Latin script; on a page written
  // right to left in that script (Urdu), they are its own words, and its Latin words are the English ones.
  // Marked here, in the content, an island's Markdown carries its marks in its props, so the server and
  // the browser draw them alike; renderPage marks the Latin words of the rest of the page.
  const ownScript = locale.direction === 'rtl' ? (html: string) => (isHtml(html) ? markLatinRuns(unmarkOwnScript(html, locale.code), locale.code) : html) : undefined;
  const localize = <T,>(value: T) => localizeLinks(value, prefix, paths, ownScript);
  return {
    content: { site: localize(site), collections: localize(collections), locale: pageLocale(locale, prefix, messages), languages },
    pages: pages.map(localize),
  };
}

/** The site in each of its languages, the default first (see languageSite). */
export function languageSites(data: SiteContent, translations: readonly LocalizedContent[]): LanguageSite[] {
  const locales = data.site.locales;
  const languages: LanguageVersion[] = [
    { locale: locales[0]!, prefix: '', paths: pathsOf(data.routes) },
    ...translations.map(({ locale, data: translated }) => ({ locale, prefix: localePrefix(locale, locales), paths: pathsOf(translated.routes) })),
  ];
  return [
    languageSite(languages[0]!, languages, { site: data.site, collections: data.collections, pages: data.routes, messages: en }),
    ...translations.map(({ data: translated, messages }, index) =>
      languageSite(languages[index + 1]!, languages, { site: translated.site, collections: translated.collections, pages: translated.routes, messages }),
    ),
  ];
}
