import type { MenuEntry, MenuLink } from '../schema/site';
import { button } from '../theme/shared.css';
import { NavGroup } from './NavGroup';
import * as styles from './navMenu.css';
import { ShellLink } from './ShellLink';

interface NavMenuProps {
  entries: readonly MenuEntry[];
  cta: MenuLink;
  /** The links that are the page shown. */
  current: readonly string[];
}

/** The menu's entries; the link to the page being shown is marked as current (aria-current="page"). */
export function NavMenu({ entries, cta, current }: NavMenuProps) {
  return (
    <ul className={styles.list}>
      {entries.map((entry, index) =>
        'items' in entry ? (
          <NavGroup key={index} id={`menu-${index}`} label={entry.label} items={entry.items} align={index < entries.length / 2 ? 'start' : 'end'} current={current} />
        ) : (
          <li key={index}>
            <ShellLink to={entry.to} current={current} className={styles.topLevelItem}>
              {entry.label}
            </ShellLink>
          </li>
        ),
      )}
      <li className={styles.ctaItem}>
        <ShellLink to={cta.to} current={current} className={`${button({ variant: 'primary' })} ${styles.cta}`}>
          {cta.label}
        </ShellLink>
      </li>
    </ul>
  );
}
