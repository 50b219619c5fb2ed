/**
 * Query parameters that name where a visitor came from (campaign tags, ad click ids, mailing-list
 * ids), never what the page shows. Every link shared on social media or in a newsletter carries
 * different ones, so a cache keyed with them would keep a copy of the same page per link.
 */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|oly_anon_id|oly_enc_id|ref_src|vero_id)$/i;

/**
 * The URL a page is kept under: the same URL without its tracking parameters, the other
 * parameters kept in their order, the fragment dropped (the browser never sends it).
 */
export function withoutTrackingParams(href: string): string {
  const url = new URL(href);
  url.hash = '';
  const tracking = [...url.searchParams.keys()].filter((name) => TRACKING_PARAM.test(name));
  // Only then rewritten: URLSearchParams writes the whole query anew (a space as "+"), and a URL
  // with nothing to strip must stay the URL it was, or it would be kept twice.
  for (const name of tracking) url.searchParams.delete(name);
  return url.href;
}
