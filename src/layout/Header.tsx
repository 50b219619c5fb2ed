import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SiteSettings } from '../schema/site';
import { container } from '../theme/shared.css';
import { Icon } from '../ui/Icon';
import * as styles from './header.css';
import { NavMenu } from './NavMenu';
import { useOpenUntilNavigation } from './useOpenUntilNavigation';

/**
 * The toggle and the panel only matter below 768 px; CSS decides what shows, so the markup is
 * the same on the server and on every screen size.
 */
export function Header({ site }: { site: SiteSettings }) {
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className={styles.header} onKeyDown={closeOnEscape}>
      <div className={`${container} ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          {site.name}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          Menu
        </button>
        <nav id={navId} aria-label="Main" className={styles.nav} data-open={menuOpen}>
          <NavMenu entries={site.menu.entries} cta={site.menu.cta} onNavigate={() => setMenuOpen(false)} />
        </nav>
      </div>
    </header>
  );
}
