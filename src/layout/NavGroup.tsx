import { NavLinkItems } from './NavLinkItems';
import type { MenuLink } from '../schema/site';
import { Icon } from '../ui/Icon';
import * as styles from './navGroup.css';

interface NavGroupProps {
  /** Unique in the page: it ties the button, its list and the list's label together. */
  id: string;
  label: string;
  items: readonly MenuLink[];
  /** Groups in the right half open leftwards so their panel stays on screen. */
  align: 'start' | 'end';
}

/**
 * Where the menu sits inline, a button that shows its links in a popover: one group open at a
 * time, closed by Escape (focus back on the button), a click outside or choosing a link, and hidden
 * while the keyboard's focus is outside the group. In the phone menu the links are listed under
 * the group's name and the button is not shown.
 */
export function NavGroup({ id, label, items, align }: NavGroupProps) {
  const panelId = `${id}-links`;
  const labelId = `${id}-label`;
  return (
    <li className={styles.group}>
      <button type="button" className={styles.trigger} popoverTarget={panelId}>
        {label}
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul id={panelId} className={styles.panel({ align })} popover="auto" aria-labelledby={labelId}>
        <NavLinkItems items={items} linkClassName={styles.link} />
      </ul>
    </li>
  );
}
