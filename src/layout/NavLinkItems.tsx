import type { MenuLink } from '../schema/site';
import { ShellLink } from './ShellLink';

/** The items of a list of site links (a menu group, the footer's quick links), each marked when it is the page shown. */
export function NavLinkItems({ items, current, linkClassName }: { items: readonly MenuLink[]; current: readonly string[]; linkClassName: string }) {
  return items.map((item) => (
    <li key={`${item.to}-${item.label}`}>
      <ShellLink to={item.to} current={current} className={linkClassName}>
        {item.label}
      </ShellLink>
    </li>
  ));
}
