import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
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
import { contactErrors, messageLimit, messageRoomLeft, type ContactErrors } from './validate';
import { bringWholeIntoView } from '../../ui/wholeInView';
import type { Locale } from '../../i18n/locale';

/** The fields in the order they are shown, which is the order of the error summary. */
const fieldOrder: readonly (keyof ContactFields)[] = ['name', 'email', 'tel', 'message'];

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; fields: ContactFields }
  | { kind: 'not-configured'; fields: ContactFields };

/** What the island is given besides its block: where else a message can go, and what it says, in the page's language. */
interface ContactFormProps {
  readonly reach: Reach;
  readonly text: Messages['forms']['contactForm'];
  readonly errorText: Messages['forms']['errors'];
  /** How the page's language writes numbers. */
  readonly formats: LocaleFormats;
  /** The page's direction, for the Latin words of the academy's addresses on a right-to-left page. */
  readonly direction: Locale['direction'];
}

/**
 * The visitor always learns what became of the message, in the page. The form is cleared only once
 * it was sent; otherwise the text stays and WhatsApp and email can carry it instead. Empty or
 * malformed fields are listed in a summary at the top, and each is marked and explained at the field.
 * Each field has a length limit; the message's is said in its hint, with what is left near the end.
 * No maxlength: it would cut a pasted text short without a word.
 */
export function ContactForm({ block, reach, text, errorText, formats, direction }: IslandProps<ContactFormBlock, ContactFormProps>) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [refusals, setRefusals] = useState(0);
  const [messageLength, setMessageLength] = useState(0);
  const sendingRef = useRef(false);
  const statusRegion = useRef<HTMLDivElement>(null);
  const id = useId();
  const sending = status.kind === 'sending';
  const wording = { text, formats };
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
    const found = contactErrors(fields, wording);
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
      <a href={whatsappLink(reach.whatsapp.number, fields, text)} target="_blank" rel="noopener noreferrer" className={button()}>
        {text.sendOnWhatsapp}
      </a>
      <a href={emailLink(reach.contact.email, fields, text)} className={button({ variant: 'secondary' })}>
        {text.sendByEmail}
      </a>
    </p>
  );

  return (
    <section className={`${section()} ${styles.sectionAfterSection}`}>
      <div className={`${container} ${block.showContactDetails ? styles.withDetails : styles.alone}`}>
        <div className={panel}>
          {block.heading && <h2 className={styles.heading}>{block.heading}</h2>}
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
          <ErrorSummary errors={summary} attempt={refusals} heading={errorText.summaryHeading} />
          {/* noValidate: the page checks the fields itself and says what is wrong in words, in the page. */}
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending} aria-describedby={`${id}-required`}>
            <p id={`${id}-required`} className={styles.note}>
              {text.required}
            </p>
            <Field id={fieldId('name')} label={text.nameLabel} error={errors.name} errorPrefix={errorText.fieldPrefix}>
              {(control) => <input {...control} name="name" type="text" autoComplete="name" required className={formFields.control} />}
            </Field>
            <Field id={fieldId('email')} label={text.emailLabel} error={errors.email} errorPrefix={errorText.fieldPrefix}>
              {(control) => <input {...control} name="email" type="email" autoComplete="email" required className={formFields.control} />}
            </Field>
            <Field id={fieldId('tel')} label={text.telLabel} error={errors.tel} errorPrefix={errorText.fieldPrefix}>
              {(control) => <input {...control} name="tel" type="tel" autoComplete="tel" required className={formFields.control} />}
            </Field>
            <Field
              id={fieldId('message')}
              label={text.messageLabel}
              note={
                <>
                  {messageLimit(wording)}
                  {/* Said only near the limit, and politely: it changes as the visitor types. */}
                  <span aria-live="polite"> {messageRoomLeft(messageLength, wording)}</span>
                </>
              }
              error={errors.message}
              errorPrefix={errorText.fieldPrefix}
              className={styles.wide}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  required
                  className={styles.message}
                  onFocus={bringWholeIntoView}
                  onInput={(event) => {
                    setMessageLength(event.currentTarget.value.length);
                  }}
                />
              )}
            </Field>
            <div className={styles.wide}>
              {/* aria-disabled, not disabled: a disabled button loses focus, and the page would start again at the top. */}
              <button type="submit" className={`${button()} ${styles.submit}`} aria-disabled={sending || undefined}>
                {sending ? text.sending : text.send}
              </button>
            </div>
          </form>
          {/* Both live regions exist from the start, so screen readers announce what appears in them. */}
          <div role="status" ref={statusRegion} tabIndex={-1} className={styles.outcome}>
            {status.kind === 'sent' && (
              <div className={styles.success}>
                <p>{text.sent}</p>
              </div>
            )}
            {status.kind === 'not-configured' && (
              <div className={styles.notice}>
                <p>{text.notConfigured}</p>
                {alternatives(status.fields)}
              </div>
            )}
          </div>
          <div role="alert" className={styles.outcome}>
            {status.kind === 'failed' && (
              <div className={styles.failure}>
                <p>{text.failed}</p>
                {alternatives(status.fields)}
              </div>
            )}
          </div>
        </div>
        {block.showContactDetails && <ContactDetails reach={reach} text={text} direction={direction} />}
      </div>
    </section>
  );
}
