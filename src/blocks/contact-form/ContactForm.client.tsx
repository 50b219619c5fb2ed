import { useId, useRef, useState, type FormEvent } from 'react';
import { contactService } from '../../services/contact';
import { button, container, panel, section } from '../../theme/shared.css';
import * as formFields from '../../ui/formFields.css';
import type { IslandProps } from '../define';
import { emailLink, fieldsOf, whatsappLink, type ContactFields } from './alternatives';
import { ContactDetails, type Reach } from './ContactDetails';
import * as styles from './contactForm.css';
import type { ContactFormBlock } from './schema';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; fields: ContactFields }
  | { kind: 'not-configured'; fields: ContactFields };

/**
 * DECISIONS.md row 5: the visitor always learns what became of the message. The form is cleared
 * only once it was sent; otherwise the text stays and WhatsApp and email can carry it instead.
 */
export function ContactForm({ block, reach }: IslandProps<ContactFormBlock, { reach: Reach }>) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const id = useId();
  const sending = status.kind === 'sending';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    const result = await contactService.send(form).catch((problem: unknown) => ({ outcome: 'failed' as const, reason: String(problem) }));
    sendingRef.current = false;
    if (result.outcome === 'sent') {
      form.reset();
      setStatus({ kind: 'sent' });
    } else if (result.outcome === 'not-configured') {
      setStatus({ kind: 'not-configured', fields });
    } else {
      console.warn(`The contact form could not be sent (${result.reason}).`);
      setStatus({ kind: 'failed', fields });
    }
  };

  const alternatives = (fields: ContactFields) => (
    <p className={styles.alternatives}>
      <a href={whatsappLink(reach.whatsapp.number, fields)} target="_blank" rel="noopener noreferrer" className={button()}>
        Send on WhatsApp
      </a>
      <a href={emailLink(reach.contact.email, fields)} className={button({ variant: 'secondary' })}>
        Send by email
      </a>
    </p>
  );

  return (
    <section className={`${section} ${styles.sectionAfterSection}`}>
      <div className={`${container} ${block.showContactDetails ? styles.withDetails : styles.alone}`}>
        <div className={panel}>
          {block.heading && <h2 className={styles.heading}>{block.heading}</h2>}
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
          <form className={styles.form} onSubmit={submit} aria-busy={sending} aria-describedby={`${id}-required`}>
            <p id={`${id}-required`} className={styles.note}>
              All fields are required.
            </p>
            <div className={formFields.field}>
              <label htmlFor={`${id}-name`} className={formFields.label}>
                Name
              </label>
              <input id={`${id}-name`} name="name" type="text" autoComplete="name" required className={formFields.control} />
            </div>
            <div className={formFields.field}>
              <label htmlFor={`${id}-email`} className={formFields.label}>
                Email
              </label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className={formFields.control} />
            </div>
            <div className={formFields.field}>
              <label htmlFor={`${id}-tel`} className={formFields.label}>
                Whatsapp
              </label>
              <input id={`${id}-tel`} name="tel" type="tel" autoComplete="tel" required className={formFields.control} />
            </div>
            <div className={`${formFields.field} ${styles.wide}`}>
              <label htmlFor={`${id}-message`} className={formFields.label}>
                Message
              </label>
              <textarea id={`${id}-message`} name="message" required className={styles.message} />
            </div>
            <div className={styles.wide}>
              <button type="submit" className={button()} disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </button>
            </div>
          </form>
          {/* Both live regions exist from the start, so screen readers announce what appears in them. */}
          <div role="status" className={styles.outcome}>
            {status.kind === 'sent' && (
              <div className={styles.success}>
                <p>Thank you! Your message has been sent. We will get back to you soon.</p>
              </div>
            )}
            {status.kind === 'not-configured' && (
              <div className={styles.notice}>
                <p>Online sending is not set up yet. Please send your message by WhatsApp or email.</p>
                {alternatives(status.fields)}
              </div>
            )}
          </div>
          <div role="alert" className={styles.outcome}>
            {status.kind === 'failed' && (
              <div className={styles.failure}>
                <p>
                  Sorry, your message could not be sent. What you wrote is still in the form: please try again, or send it to us
                  on WhatsApp or by email.
                </p>
                {alternatives(status.fields)}
              </div>
            )}
          </div>
        </div>
        {block.showContactDetails && <ContactDetails reach={reach} />}
      </div>
    </section>
  );
}
