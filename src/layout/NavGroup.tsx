import { NavLinkItems } from './NavLinkItems';
import type { MenuLink } from '../schema/site';
import { Icon } from '../ui/Icon';
import * as styles from './navGroup.css';

interface NavGroupProps {
  /** Unique in the page: it ties the button to its list. */
  id: string;
  label: string;
  items: readonly MenuLink[];
  /** Groups in the right half open leftwards so their panel stays on screen. */
  align: 'start' | 'end';
  /** The links that are the page shown. */
  current: readonly string[];
}

/**
 * Where the menu sits inline, a button that shows its links in a popover: one group open at a
 * time, closed by Escape (focus back on the button), a click outside or choosing a link, and hidden
 * while the keyboard's focus is outside the group. In the phone menu the links are listed under
 * the group's name and the button is not shown.
 *
 * The list carries no name of its own: screen readers announce the group's name with the button
 * (and whether it is expanded) right before the list, or read the label the phone menu shows in
 * its place, as for any list under a heading. Most of them do not announce a list's name anyway.
 */
export function NavGroup({ id, label, items, align, current }: NavGroupProps) {
  const panelId = `${id}-links`;
  return (
    <li className={styles.group}>
      <button type="button" className={styles.trigger} popoverTarget={panelId}>
        {label}
        <Icon name="chevron" size={16} className={styles.chevron} />
      </button>
      <span className={styles.label}>
        {label}
      </span>
      <ul id={panelId} className={styles.panel({ align })} popover="auto">
        <NavLinkItems items={items} current={current} linkClassName={styles.link} />
      </ul>
    </li>
  );
}
