/** One field's mistake: the id of the control it belongs to, and what to do about it. */
export interface FieldError {
  readonly fieldId: string;
  readonly message: string;
}

/** The id of the message under a field; its control points at it with aria-describedby. */
export function errorIdOf(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * What an invalid control carries: aria-invalid, and its message (after any hint it already had)
 * in aria-describedby, so a screen reader says what is wrong on reaching the field. A valid control
 * keeps only its hint.
 */
export function invalidProps(fieldId: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? errorIdOf(fieldId) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy || undefined };
}
