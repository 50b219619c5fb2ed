import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { contactService } from '../../services/contact';
import { button, container, panel, section } from '../../theme/shared.css';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import type { FieldError } from '../../ui/formErrors';
import * as formFields from '../../ui/formFields.css';
import type { IslandProps } from '../define';
import { emailLink, fieldsOf, whatsappLink, type ContactFields } from './alternatives';
import { ContactDetails, type Reach } from './ContactDetails';
import * as styles from './contactForm.css';
import type { ContactFormBlock } from './schema';
import { contactErrors, MESSAGE_MAX_LENGTH, messageRoomLeft, writtenNumber, type ContactErrors } from './validate';

/** The fields in the order they are shown, which is the order of the error summary. */
const fieldOrder: readonly (keyof ContactFields)[] = ['name', 'email', 'tel', 'message'];

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; fields: ContactFields }
  | { kind: 'not-configured'; fields: ContactFields };

/**
 * The visitor always learns what became of the message, in the page. The form is cleared only once
 * it was sent; otherwise the text stays and WhatsApp and email can carry it instead. Empty or
 * malformed fields are listed in a summary at the top, and each is marked and explained at the field.
 * Each field has a length limit; the message's is said in its hint, with what is left near the end.
 * No maxlength: it would cut a pasted text short without a word.
 */
export function ContactForm({ block, reach }: IslandProps<ContactFormBlock, { reach: Reach }>) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refusals, setRefusals] = useState(0);
  const [messageLength, setMessageLength] = useState(0);
  const sendingRef = useRef(false);
  const statusRegion = useRef<HTMLDivElement>(null);
  const id = useId();
  const sending = status.kind === 'sending';
  const fieldId = (name: keyof ContactFields) => `${id}-${name}`;
  const summary: FieldError[] = fieldOrder.flatMap((name) => {
    const message = errors[name];
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });

  // Once sent, the form is empty and the thanks is what comes next: focus goes there, not to the page.
  useEffect(() => {
    if (status.kind === 'sent') statusRegion.current?.focus();
  }, [status.kind]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The busy button stays pressable (so it keeps focus), and Enter in a field sends too.
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const fields = fieldsOf(form);
    const found = contactErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      setStatus({ kind: 'idle' });
      return;
    }
    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    const result = await contactService.send(form).catch((problem: unknown) => ({ outcome: 'failed' as const, reason: String(problem) }));
    sendingRef.current = false;
    if (result.outcome === 'sent') {
      form.reset();
      setMessageLength(0);
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
    <section className={`${section()} ${styles.sectionAfterSection}`}>
      <div className={`${container} ${block.showContactDetails ? styles.withDetails : styles.alone}`}>
        <div className={panel}>
          {block.heading && <h2 className={styles.heading}>{block.heading}</h2>}
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
          <ErrorSummary errors={summary} attempt={refusals} />
          {/* noValidate: the page checks the fields itself and says what is wrong in words, in the page. */}
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending} aria-describedby={`${id}-required`}>
            <p id={`${id}-required`} className={styles.note}>
              All fields are required.
            </p>
            <Field id={fieldId('name')} label="Name" error={errors.name}>
              {(control) => <input {...control} name="name" type="text" autoComplete="name" required className={formFields.control} />}
            </Field>
            <Field id={fieldId('email')} label="Email" error={errors.email}>
              {(control) => <input {...control} name="email" type="email" autoComplete="email" required className={formFields.control} />}
            </Field>
            <Field id={fieldId('tel')} label="Whatsapp" error={errors.tel}>
              {(control) => <input {...control} name="tel" type="tel" autoComplete="tel" required className={formFields.control} />}
            </Field>
            <Field
              id={fieldId('message')}
              label="Message"
              note={
                <>
                  {`Up to ${writtenNumber(MESSAGE_MAX_LENGTH)} characters.`}
                  {/* Said only near the limit, and politely: it changes as the visitor types. */}
                  <span aria-live="polite"> {messageRoomLeft(messageLength)}</span>
                </>
              }
              error={errors.message}
              className={styles.wide}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  required
                  className={styles.message}
                  onInput={(event) => {
                    setMessageLength(event.currentTarget.value.length);
                  }}
                />
              )}
            </Field>
            <div className={styles.wide}>
              {/* aria-disabled, not disabled: a disabled button loses focus, and the page would start again at the top. */}
              <button type="submit" className={`${button()} ${styles.submit}`} aria-disabled={sending || undefined}>
                {sending ? 'Sending...' : 'Send Message'}
              </button>
            </div>
          </form>
          {/* Both live regions exist from the start, so screen readers announce what appears in them. */}
          <div role="status" ref={statusRegion} tabIndex={-1} className={styles.outcome}>
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
