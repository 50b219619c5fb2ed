import '../theme/fonts/nastaliq.css';
import '../theme/global.css';
import '../theme/viewTransitions.css';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../schema/site';
import type { Alternate, PageLocale } from '../i18n/pageLocale';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './shell.css';

/**
 * Every page's frame: plain HTML and CSS, with no script; its menus and popup are native popovers.
 * It is drawn from the site settings and the links that are the page shown (currentLinks.ts) alone.
 */
interface ShellProps {
  site: SiteSettings;
  /** The links that are the page shown. */
  current: readonly string[];
  /** The page's language, whose texts the shell shows. */
  locale: PageLocale;
  /** The page in the site's other languages (or their home pages), for the language switch. */
  otherLanguages?: readonly Alternate[] | undefined;
  /** The search page the header's search box sends its query to: the one in the page's language, where there is one. */
  searchPage?: string | undefined;
  children: ReactNode;
}

export function Shell({ site, current, locale, otherLanguages = [], searchPage, children }: ShellProps) {
  const text = locale.messages.shell;
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {text.skipLink}
      </a>
      <Header site={site} current={current} locale={locale} otherLanguages={otherLanguages} searchPage={searchPage} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer site={site} current={current} text={text} />
      <ChatButton whatsapp={site.whatsapp} text={text} />
    </div>
  );
}
