import { useId } from 'react';
import type { Messages } from '../../i18n/messages/en';
import type { SiteSettings } from '../../schema/site';
import { greetingLink } from '../../services/whatsapp';
import { Icon } from '../../ui/Icon';
import { LatinRuns } from '../../ui/LatinRuns';
import * as styles from './contactForm.css';
import { telHref } from '../../ui/telHref';
import type { Locale } from '../../i18n/locale';

/** The site's own addresses: shown beside the form, and where a message goes when sending fails. */
export type Reach = Pick<SiteSettings, 'contact' | 'whatsapp'>;

/** The academy's own addresses, from the site settings, beside the form on the contact page. */
export function ContactDetails({
  reach,
  text,
  direction,
}: {
  reach: Reach;
  text: Pick<Messages['forms']['contactForm'], 'detailsHeading' | 'chatOnWhatsapp'>;
  /** The page's direction: on a right-to-left page, the Latin words of the addresses are marked English. */
  direction: Locale['direction'];
}) {
  const headingId = useId();
  return (
    <aside className={styles.details} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.detailsHeading}>
        {text.detailsHeading}
      </h2>
      <ul className={styles.detailList}>
        <li>
          <Icon name="whatsapp" className={styles.detailIcon} />
          <a href={greetingLink(reach.whatsapp)} target="_blank" rel="noopener noreferrer">
            {text.chatOnWhatsapp}
          </a>
        </li>
        <li>
          <Icon name="mail" className={styles.detailIcon} />
          <a href={`mailto:${reach.contact.email}`}>
            <LatinRuns text={reach.contact.email} direction={direction} />
          </a>
        </li>
        <li>
          <Icon name="phone" className={styles.detailIcon} />
          <a href={telHref(reach.contact.phone)} dir="ltr">
            {reach.contact.phone}
          </a>
        </li>
        <li>
          <Icon name="location" className={styles.detailIcon} />
          <span>
            <LatinRuns text={reach.contact.address} direction={direction} />
          </span>
        </li>
      </ul>
    </aside>
  );
}
