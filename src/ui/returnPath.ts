const PARAM = 'from';

/** The address of `target` (a sign-in page) asked to send the visitor back to `from` afterwards. */
export function withReturnPath(target: string, from: string): string {
  return `${target}?${new URLSearchParams({ [PARAM]: from })}`;
}

/** Where a page was asked to send the visitor back to: only a path on this site is followed, else `fallback`. */
export function returnPath(search: string, fallback: string): string {
  const from = new URLSearchParams(search).get(PARAM);
  return from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : fallback;
}
