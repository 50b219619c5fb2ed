import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SiteSettings } from '../schema/site';
import { greetingLink } from '../services/whatsapp';
import { button } from '../theme/shared.css';
import { Icon } from '../ui/Icon';
import * as styles from './chatButton.css';

/** The floating chat invitation shown on every page; the chat itself opens in a new tab. */
export function ChatButton({ whatsapp }: { whatsapp: SiteSettings['whatsapp'] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const messageId = useId();

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  // The button comes first in the markup so Tab moves from it straight into the popup.
  return (
    <div className={styles.dock} onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.fab}
        aria-expanded={open}
        aria-controls={popupId}
        aria-label="Chat with us"
        onClick={() => setOpen(!open)}
      >
        <Icon name="whatsapp" size={30} />
      </button>
      <div id={popupId} role="region" aria-labelledby={messageId} className={styles.popup} hidden={!open}>
        <p id={messageId} className={styles.message}>
          Chat with us on WhatsApp!
        </p>
        <a
          href={greetingLink(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          className={button({ variant: 'primary' })}
        >
          Start chat
        </a>
      </div>
    </div>
  );
}
