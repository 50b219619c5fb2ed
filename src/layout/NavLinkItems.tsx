import { NavLink } from 'react-router-dom';
import type { MenuLink } from '../schema/site';

/** The items of a list of site links (a menu group, the footer's quick links), each marked when it is the page shown. */
export function NavLinkItems({ items, linkClassName }: { items: readonly MenuLink[]; linkClassName: string }) {
  return items.map((item) => (
    <li key={`${item.to}-${item.label}`}>
      <NavLink to={item.to} end className={linkClassName}>
        {item.label}
      </NavLink>
    </li>
  ));
}
