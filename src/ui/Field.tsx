import type { ReactNode } from 'react';
import { FieldErrorMessage } from './FieldErrorMessage';
import { invalidProps } from './formErrors';
import * as styles from './formFields.css';

/** What a field's control carries to be tied to its label, its hint and its message. */
type FieldControlProps = { readonly id: string } & ReturnType<typeof invalidProps>;

/** What is wrong with a field, and what is read out before it ("Error: "), in the page's language; neither where the field is never invalid. */
type ErrorShown = { readonly error: string | undefined; readonly errorPrefix: string } | { readonly error?: undefined; readonly errorPrefix?: undefined };

type FieldProps = ErrorShown & {
  /** The control's id: its label points at it, and the hint and the message are named after it. */
  id: string;
  label: ReactNode;
  /** A line under the label saying what to enter; the control is described by it. */
  hint?: ReactNode;
  /**
   * A line under the control, which describes it too: what is left of its room, say, which changes
   * as the visitor types and so is kept out of the way between the label and the control.
   */
  note?: ReactNode;
  /** Its place in the form's own layout, beside the shared field style (a field across both columns). */
  className?: string;
  /**
   * Draws the control (an input, a textarea, a select and what goes with it), with `control` spread
   * on it first, so its id, aria-invalid and aria-describedby always agree with the label and the message.
   */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form field: its label, its hint, its message when it is invalid (read out before the
 * control, and named by the control's aria-describedby), the control itself and a note under it.
 */
export function Field({ id, label, hint, note, error, errorPrefix = '', className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const describedBy = [hintId, noteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrorMessage fieldId={id} message={error} prefix={errorPrefix} />
      {children({ id, ...invalidProps(id, error, describedBy) })}
      {note && (
        <p id={noteId} className={styles.hint}>
          {note}
        </p>
      )}
    </div>
  );
}
