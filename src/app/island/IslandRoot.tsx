import { useEffect, type ReactNode } from 'react';

interface IslandRootProps {
  children: ReactNode;
  /** Called once the island's first render has been committed in the browser. */
  onHydrated?: () => void;
}

/**
 * Around every island, on the server and in the browser alike, so both render the same tree. It
 * draws nothing itself; in the browser it reports when the island has become interactive.
 */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
