import { NavLink } from 'react-router-dom';
import type { MenuEntry, MenuLink } from '../schema/site';
import { button } from '../theme/shared.css';
import { NavGroup } from './NavGroup';
import * as styles from './navMenu.css';

interface NavMenuProps {
  entries: readonly MenuEntry[];
  cta: MenuLink;
}

/** The menu's entries; the link to the page being shown is marked as current (aria-current="page"). */
export function NavMenu({ entries, cta }: NavMenuProps) {
  return (
    <ul className={styles.list}>
      {entries.map((entry, index) =>
        'items' in entry ? (
          <NavGroup key={index} id={`menu-${index}`} label={entry.label} items={entry.items} align={index < entries.length / 2 ? 'start' : 'end'} />
        ) : (
          <li key={index}>
            <NavLink to={entry.to} end className={styles.topLevelItem}>
              {entry.label}
            </NavLink>
          </li>
        ),
      )}
      <li className={styles.ctaItem}>
        <NavLink to={cta.to} end className={`${button({ variant: 'primary' })} ${styles.cta}`}>
          {cta.label}
        </NavLink>
      </li>
    </ul>
  );
}
