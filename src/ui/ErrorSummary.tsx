import { useId, useEffectEvent, useLayoutEffect, useRef, type MouseEvent } from 'react';
import * as styles from './errorSummary.css';
import type { FieldError } from './formErrors';

interface ErrorSummaryProps {
  /** The form's mistakes, in the order of its fields; nothing is drawn while there are none. */
  errors: readonly FieldError[];
  /**
   * Counts the sends that found mistakes. Each new count moves focus to the summary, even when the
   * same mistakes come back, so a keyboard or screen reader user always lands on what went wrong.
   */
  attempt: number;
  /** The summary's title, in the page's language ("There is a problem"). */
  heading: string;
}

/**
 * The list of a form's mistakes, at its top, as public-service forms show them: it takes focus when
 * a send is refused, and each entry is a link that moves focus to its field (and scrolls the
 * field's label into view, so the question is seen with the answer box).
 */
export function ErrorSummary({ errors, attempt, heading }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = errors.length > 0;

  // Only a new refused send moves focus (so `shown` is read, not watched): typing that changes the
  // list must not pull focus away from the field being corrected.
  const focusIfShown = useEffectEvent(() => {
    if (shown) box.current?.focus();
  });
  useLayoutEffect(() => focusIfShown(), [attempt]);

  if (!shown) return null;

  const goTo = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const field = event.currentTarget.ownerDocument.getElementById(fieldId);
    if (!field) return;
    // The link's own jump would put the control at the very top, its label scrolled out of sight.
    event.preventDefault();
    const label = 'labels' in field ? (field as HTMLInputElement).labels?.[0] : undefined;
    // jsdom draws nothing and has no scrollIntoView; browsers all have it.
    const target: Partial<Pick<Element, 'scrollIntoView'>> = label ?? field;
    target.scrollIntoView?.({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <div ref={box} tabIndex={-1} className={styles.summary}>
      <div role="alert" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {heading}
        </h2>
        <ul className={styles.list}>
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a href={`#${fieldId}`} onClick={goTo(fieldId)}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
