import type { Messages } from '../i18n/messages/en';
import type { Alternate } from '../i18n/pageLocale';
import { fill } from '../i18n/format';
import * as styles from './header.css';

/**
 * A link to the page in each other language, named in that language (and marked so: its lang and
 * hreflang), or to that language's home page where the page is not translated, which its title
 * says. A plain link: it works on pages that run no script.
 */
export function LanguageSwitch({ otherLanguages, text }: { otherLanguages: readonly Alternate[]; text: Messages['shell'] }) {
  if (!otherLanguages.length) return null;
  return (
    <ul className={styles.languages} aria-label={text.languageSwitch}>
      {otherLanguages.map(({ locale, href, samePage }) => (
        <li key={locale.code}>
          <a
            href={href}
            hrefLang={locale.code}
            lang={locale.code}
            dir={locale.direction}
            className={styles.languageLink}
            title={fill(samePage ? text.languageSamePage : text.languageHomeOnly, { language: locale.label })}
          >
            {locale.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
