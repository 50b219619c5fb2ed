import type { ReactNode } from 'react';
import { container } from '../../theme/shared.css';
import * as styles from './cta.css';

interface CtaBandProps {
  heading: string;
  text?: string;
  /** The band's links or buttons. */
  children: ReactNode;
}

/** The look of a call to action: a dark patterned band with a heading, a line of text and its actions. */
export function CtaBand({ heading, text, children }: CtaBandProps) {
  return (
    <section className={styles.band}>
      <div className={`${container} ${styles.inner}`}>
        <div>
          <h2 className={styles.heading}>{heading}</h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
