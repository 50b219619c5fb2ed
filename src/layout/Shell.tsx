import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteSettings } from '../schema/site';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './shell.css';

/**
 * After a client-side navigation, screen reader and keyboard users would otherwise stay on the
 * link they chose (often inside a now closed menu); moving focus to the new page's content
 * matches what a full page load does. Scrolling is left to the router's scroll handling.
 */
function useFocusMainAfterNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return mainRef;
}

export function Shell({ site, children }: { site: SiteSettings; children: ReactNode }) {
  const mainRef = useFocusMainAfterNavigation();

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header site={site} />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer site={site} />
      <ChatButton whatsapp={site.whatsapp} />
    </div>
  );
}
