import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The setting now, for code outside rendering (an animation's duration when it is set up). */
export const prefersReducedMotion = (): boolean => window.matchMedia(QUERY).matches;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion, following the setting if it changes. The prerendered
 * HTML assumes not, and hydration takes the browser's answer right after, without a mismatch.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
