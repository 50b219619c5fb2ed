import type { SiteSettings } from '../schema/site';

/** Every link of the shell that can be the page shown: the menu's, its call to action and the footer's quick links. */
function shellLinks(site: SiteSettings): string[] {
  const menu = site.menu.entries.flatMap((entry) => ('items' in entry ? entry.items.map((item) => item.to) : [entry.to]));
  return [...menu, site.menu.cta.to, ...site.footer.links.map((link) => link.to)];
}

/**
 * The shell's links that lead to the page at `path`, each once, in the shell's order: the shell
 * marks them as the current page. Paths match whatever their case, as the static host finds files
 * (/instructors is /Instructors). The shell is drawn from these and the site settings alone, so
 * pages that mark the same links (most pages mark none) share one drawing of it.
 */
export function currentLinks(site: SiteSettings, path: string): string[] {
  const page = path.toLowerCase();
  return [...new Set(shellLinks(site).filter((to) => to.toLowerCase() === page))];
}
