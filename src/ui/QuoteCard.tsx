import * as styles from './quoteCard.css';

interface QuoteCardProps {
  quote: string;
  name: string;
  role?: string | undefined;
  /** `large` also shows the speaker's initials in a badge. */
  size: 'large' | 'compact';
  /** The card's own frame, where the list around it does not draw one. */
  className?: string | undefined;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** Someone's words about the academy or a product: the quote, then who said it. */
export function QuoteCard({ quote, name, role, size, className }: QuoteCardProps) {
  return (
    <figure className={className ? `${styles.figure({ size })} ${className}` : styles.figure({ size })}>
      <svg className={styles.mark({ size })} viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
        <path d="M0 36V21C0 9.6 6 2.6 18 0l2 5.2C13.4 7.4 10.6 11.4 10.4 17H20v19zm28 0V21c0-11.4 6-18.4 18-21l2 5.2c-6.6 2.2-9.4 6.2-9.6 11.8H48v19z" />
      </svg>
      <blockquote className={styles.text({ size })}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption({ size })}>
        {size === 'large' && (
          <span className={styles.avatar} aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span>
          <span className={styles.name({ size })}>{name}</span>
          {role && <span className={styles.role}>{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
