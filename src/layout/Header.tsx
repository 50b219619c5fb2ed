import type { SiteSettings } from '../schema/site';
import { SEARCH_PAGE_PATH } from '../services/search/searchPage';
import { button, container, visuallyHidden } from '../theme/shared.css';
import { Icon } from '../ui/Icon';
import * as styles from './header.css';
import { NavMenu } from './NavMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { localizedPath } from '../i18n/locale';
import type { Alternate, PageLocale } from '../i18n/pageLocale';

const MENU_ID = 'site-menu';
const SEARCH_ID = 'site-search';

/**
 * Until the whole menu fits in the header's one row, it is a popover that the Menu button opens:
 * the browser closes it on Escape (returning focus to the button when focus was in it) or a tap
 * outside, and tells screen readers whether it is expanded; the sheet is hidden while the
 * keyboard's focus is elsewhere on the page (header.css.ts). Wider, the same list is shown inline
 * and the button is hidden.
 *
 * The search box is a popover of its own, opened by the Search button at every width: a plain GET
 * form to the search page, so it works on pages that run no script. Its field takes focus as it
 * opens (autofocus in a popover), and Escape closes it back onto its button.
 */
interface HeaderProps {
  site: SiteSettings;
  current: readonly string[];
  locale: PageLocale;
  otherLanguages: readonly Alternate[];
  /** Where the search box sends its query: the search page in the page's language, where there is one. */
  searchPage?: string | undefined;
}

export function Header({ site, current, locale, otherLanguages, searchPage = SEARCH_PAGE_PATH }: HeaderProps) {
  const text = locale.messages.shell;
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <a className={styles.brand} href={localizedPath('/', locale.prefix)}>
          {site.name}
        </a>
        {/* Before the menu's button: each popover follows its own button, for Tab to go from one into the other. */}
        <LanguageSwitch otherLanguages={otherLanguages} text={text} />
        <button type="button" className={styles.menuToggle} popoverTarget={MENU_ID}>
          <Icon name="menu" className={styles.openIcon} />
          <Icon name="close" className={styles.closeIcon} />
          <span className={styles.menuLabel}>{text.menu}</span>
        </button>
        <nav id={MENU_ID} aria-label={text.mainNavigation} className={styles.nav} popover="auto">
          <NavMenu entries={site.menu.entries} cta={site.menu.cta} current={current} />
        </nav>
        <button type="button" className={styles.searchToggle} popoverTarget={SEARCH_ID}>
          <Icon name="search" />
          <span className={visuallyHidden}>{text.searchButton}</span>
        </button>
        <div id={SEARCH_ID} popover="auto" className={styles.searchSheet}>
          <search className={container}>
            <form action={searchPage} method="get" className={styles.searchForm}>
              <label htmlFor={`${SEARCH_ID}-query`} className={styles.searchLabel}>
                {text.searchLabel}
              </label>
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- in a popover, autofocus moves focus into it as the visitor opens it, and only then */}
              <input id={`${SEARCH_ID}-query`} type="search" name="q" required autoFocus autoComplete="off" enterKeyHint="search" className={styles.searchInput} />
              <button type="submit" className={button({ variant: 'primary' })}>
                {text.searchSubmit}
              </button>
            </form>
          </search>
        </div>
      </div>
    </header>
  );
}
