import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server's render and while hydrating, true from then on: for what only works with the
 * page's script, drawn once the script runs, and never into the HTML (so the page weighs no more).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
