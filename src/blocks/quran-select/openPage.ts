/** Opens another page of the site in place of this one, as following a link does (Back returns). */
export function openPage(href: string): void {
  window.location.assign(href);
}
