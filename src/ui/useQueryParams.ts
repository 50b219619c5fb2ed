import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The page address's query as state that lives in the URL, so it can be shared and the back button
 * returns to the previous value. Read as empty while hydrating, as the prerendered HTML was drawn,
 * and then as the address has it. Setting it adds a history entry.
 */
export function useQueryParams(): [URLSearchParams, (next: Record<string, string>) => void] {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const set = useCallback((next: Record<string, string>) => {
    const query = new URLSearchParams(next).toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    for (const listener of listeners) listener();
  }, []);
  return [new URLSearchParams(search), set];
}
