import { visuallyHidden } from '../theme/shared.css';
import * as styles from './errorSummary.css';
import { errorIdOf } from './formErrors';

/**
 * A field's message, placed between its label and its control. "Error:" is read out but not shown,
 * so the message is not mistaken for a hint by someone who cannot see its colour.
 */
export function FieldErrorMessage({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(fieldId)} className={styles.fieldError}>
      <span className={visuallyHidden}>Error: </span>
      {message}
    </p>
  );
}
