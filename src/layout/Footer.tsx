import { useId } from 'react';
import { NavLinkItems } from './NavLinkItems';
import type { SiteSettings } from '../schema/site';
import type { Messages } from '../i18n/messages/en';
import { container, visuallyHidden } from '../theme/shared.css';
import { Icon } from '../ui/Icon';
import { Picture } from '../ui/Picture';
import { SmartLink } from '../ui/SmartLink';
import * as styles from './footer.css';
import { telHref } from '../ui/telHref';

export function Footer({ site, current, text }: { site: SiteSettings; current: readonly string[]; text: Messages['shell'] }) {
  const { contact, footer } = site;
  const ids = { about: useId(), contact: useId(), gallery: useId() };

  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.columns}`}>
        <section aria-labelledby={ids.about}>
          <h2 id={ids.about} className={styles.heading}>
            {text.aboutHeading}
          </h2>
          <p className={styles.text}>{footer.about}</p>
          {site.social.length > 0 && (
            <ul className={styles.social}>
              {site.social.map((item) => (
                <li key={item.to}>
                  <SmartLink to={item.to} className={styles.socialLink}>
                    <Icon name={item.icon} size={22} />
                    <span className={visuallyHidden}>{item.label}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-label={text.footerNavigation}>
          <h2 className={styles.heading}>{text.quickLinks}</h2>
          <ul className={styles.list}>
            <NavLinkItems items={footer.links} current={current} linkClassName={styles.link} />
          </ul>
        </nav>

        <section aria-labelledby={ids.contact}>
          <h2 id={ids.contact} className={styles.heading}>
            {text.contactHeading}
          </h2>
          <address className={styles.address}>
            <ul className={styles.list}>
              <li className={styles.contactItem}>
                <Icon name="mail" size={20} className={styles.contactIcon} />
                <span className={visuallyHidden}>{text.emailLabel}</span>
                <a href={`mailto:${contact.email}`} className={styles.link}>
                  {contact.email}
                </a>
              </li>
              <li className={styles.contactItem}>
                <Icon name="phone" size={20} className={styles.contactIcon} />
                <span className={visuallyHidden}>{text.phoneLabel}</span>
                <a href={telHref(contact.phone)} className={styles.link} dir="ltr">
                  {contact.phone}
                </a>
              </li>
              <li className={styles.contactItem}>
                <Icon name="location" size={20} className={styles.contactIcon} />
                <span className={visuallyHidden}>{text.addressLabel}</span>
                <span className={styles.text}>{contact.address}</span>
              </li>
            </ul>
          </address>
        </section>

        <section aria-labelledby={ids.gallery}>
          <h2 id={ids.gallery} className={styles.heading}>
            {text.galleryHeading}
          </h2>
          <ul className={styles.gallery}>
            {footer.gallery.map((image, index) => (
              <li key={`${index}-${image.src}`}>
                <Picture image={image} className={styles.galleryImage} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <p className={`${container} ${styles.copyright}`}>
          © {footer.copyrightFrom}–
          {/* Prerendered at build time: the visitor's clock may already be in a later year. */}
          <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.name}. {text.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
