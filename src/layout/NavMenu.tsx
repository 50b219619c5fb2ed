import { useCallback } from 'react';
import { NavLink } from 'react-router-dom';
import type { MenuEntry, MenuLink } from '../schema/site';
import { button } from '../theme/shared.css';
import { NavGroup } from './NavGroup';
import * as styles from './navMenu.css';
import { useOpenUntilNavigation } from './useOpenUntilNavigation';

interface NavMenuProps {
  entries: readonly MenuEntry[];
  cta: MenuLink;
  /** Called when a link is chosen, even one to the current page, which changes no route. */
  onNavigate: () => void;
}

export function NavMenu({ entries, cta, onNavigate }: NavMenuProps) {
  const [openGroup, setOpenGroup] = useOpenUntilNavigation<number | null>(null);
  const closeGroups = useCallback(() => setOpenGroup(null), [setOpenGroup]);
  const navigate = () => {
    closeGroups();
    onNavigate();
  };

  return (
    <ul className={styles.list}>
      {entries.map((entry, index) =>
        'items' in entry ? (
          <NavGroup
            key={index}
            label={entry.label}
            items={entry.items}
            open={openGroup === index}
            align={index < entries.length / 2 ? 'start' : 'end'}
            onToggle={() => setOpenGroup(openGroup === index ? null : index)}
            onClose={closeGroups}
            onNavigate={navigate}
          />
        ) : (
          <li key={index}>
            <NavLink to={entry.to} end className={styles.topLevelItem} onClick={navigate}>
              {entry.label}
            </NavLink>
          </li>
        ),
      )}
      <li className={styles.ctaItem}>
        <NavLink to={cta.to} end className={`${button({ variant: 'primary' })} ${styles.cta}`} onClick={navigate}>
          {cta.label}
        </NavLink>
      </li>
    </ul>
  );
}
