import type { SiteSettings } from '../schema/site';
import { container } from '../theme/shared.css';
import { Icon } from '../ui/Icon';
import * as styles from './header.css';
import { NavMenu } from './NavMenu';

const MENU_ID = 'site-menu';

/**
 * Until the whole menu fits in the header's one row, it is a popover that the Menu button opens:
 * the browser closes it on Escape (returning focus to the button when focus was in it) or a tap
 * outside, and tells screen readers whether it is expanded; the sheet is hidden while the
 * keyboard's focus is elsewhere on the page (header.css.ts). Wider, the same list is shown inline
 * and the button is hidden.
 */
export function Header({ site, current }: { site: SiteSettings; current: readonly string[] }) {
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <a className={styles.brand} href="/">
          {site.name}
        </a>
        <button type="button" className={styles.menuToggle} popoverTarget={MENU_ID}>
          <Icon name="menu" className={styles.openIcon} />
          <Icon name="close" className={styles.closeIcon} />
          Menu
        </button>
        <nav id={MENU_ID} aria-label="Main" className={styles.nav} popover="auto">
          <NavMenu entries={site.menu.entries} cta={site.menu.cta} current={current} />
        </nav>
      </div>
    </header>
  );
}
