import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top, as after a full load; the Shell moves focus to it. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
