import '../theme/global.css';
import '../theme/viewTransitions.css';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../schema/site';
import { ChatButton } from './ChatButton';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './shell.css';

/**
 * Every page's frame: plain HTML and CSS, with no script; its menus and popup are native popovers.
 * It is drawn from the site settings and the links that are the page shown (currentLinks.ts) alone.
 */
export function Shell({ site, current, children }: { site: SiteSettings; current: readonly string[]; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header site={site} current={current} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer site={site} current={current} />
      <ChatButton whatsapp={site.whatsapp} />
    </div>
  );
}
