import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * State that falls back to `closed` as soon as the route changes, back and forward included,
 * which no click handler sees. Deriving it from the location key (instead of resetting it in an
 * effect) avoids a render with a stale open menu and keeps server and client markup equal.
 */
export function useOpenUntilNavigation<T>(closed: T) {
  const { key } = useLocation();
  const [state, setState] = useState({ value: closed, key });
  const value = state.key === key ? state.value : closed;
  const setValue = useCallback((next: T) => setState({ value: next, key }), [key]);
  return [value, setValue] as const;
}
