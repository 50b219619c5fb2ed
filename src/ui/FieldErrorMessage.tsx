import { visuallyHidden } from '../theme/shared.css';
import * as styles from './errorSummary.css';
import { errorIdOf } from './formErrors';

/**
 * A field's message, placed between its label and its control. `prefix` ("Error: ") is read out but
 * not shown, so the message is not mistaken for a hint by someone who cannot see its colour.
 */
export function FieldErrorMessage({ fieldId, message, prefix }: { fieldId: string; message: string | undefined; prefix: string }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(fieldId)} className={styles.fieldError}>
      <span className={visuallyHidden}>{prefix}</span>
      {message}
    </p>
  );
}
