import type { Messages } from '../i18n/messages/en';
import type { Alternate } from '../i18n/pageLocale';
import { fill } from '../i18n/format';
import * as styles from './header.css';

/**
 * A link to the page in each other language, named in that language (and marked so: its lang and
 * hreflang), or to that language's home page where the page is not translated, which its title
 * says. A plain link: it works on pages that run no script. Each names itself in its own language,
 * so no label is needed around them.
 */
export function LanguageSwitch({ otherLanguages, text }: { otherLanguages: readonly Alternate[]; text: Messages['shell'] }) {
  if (!otherLanguages.length) return null;
  return (
    <div className={styles.languages}>
      {otherLanguages.map(({ locale, href, samePage }) => (
        <a
          key={locale.code}
          href={href}
          hrefLang={locale.code}
          lang={locale.code}
          dir={locale.direction}
          className={styles.languageLink}
          title={fill(samePage ? text.languageSamePage : text.languageHomeOnly, { language: locale.label })}
        >
          {locale.label}
        </a>
      ))}
    </div>
  );
}
