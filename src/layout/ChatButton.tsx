import type { SiteSettings } from '../schema/site';
import type { Messages } from '../i18n/messages/en';
import { greetingLink } from '../services/whatsapp';
import { button } from '../theme/shared.css';
import { Icon } from '../ui/Icon';
import * as styles from './chatButton.css';

const POPUP_ID = 'chat-popup';

/**
 * The floating chat invitation shown on every page; the chat itself opens in a new tab. The popup
 * is a native popover: the button toggles it, Escape or a tap outside closes it.
 */
export function ChatButton({ whatsapp, text }: { whatsapp: SiteSettings['whatsapp']; text: Messages['shell'] }) {
  // The button comes first in the markup so Tab moves from it straight into the popup.
  return (
    <div className={styles.dock}>
      <button type="button" className={styles.fab} popoverTarget={POPUP_ID} aria-label={text.chatButton}>
        <Icon name="whatsapp" size={30} />
      </button>
      <section id={POPUP_ID} aria-labelledby={`${POPUP_ID}-message`} className={styles.popup} popover="auto">
        <p id={`${POPUP_ID}-message`} className={styles.message}>
          {text.chatMessage}
        </p>
        <a href={greetingLink(whatsapp)} target="_blank" rel="noopener noreferrer" className={button({ variant: 'primary' })}>
          {text.chatStart}
        </a>
      </section>
    </div>
  );
}
