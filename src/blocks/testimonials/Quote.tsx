import type { Testimonial } from '../../schema/collections/testimonials';
import * as styles from './testimonials.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** One testimonial: the quote, then who said it. */
export function Quote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.quote}>
      <svg className={styles.quoteMark} viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
        <path d="M0 36V21C0 9.6 6 2.6 18 0l2 5.2C13.4 7.4 10.6 11.4 10.4 17H20v19zm28 0V21c0-11.4 6-18.4 18-21l2 5.2c-6.6 2.2-9.4 6.2-9.6 11.8H48v19z" />
      </svg>
      <blockquote className={styles.text}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(testimonial.name)}
        </span>
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
