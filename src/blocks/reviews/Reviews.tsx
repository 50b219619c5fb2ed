import { container, section, sectionHeading, sectionIntro } from '../../theme/shared.css';
import type { BlockProps } from '../types';
import * as styles from './reviews.css';
import type { ReviewsBlock } from './schema';

export function Reviews({ block }: BlockProps<ReviewsBlock>) {
  return (
    <section className={`${section} ${block.background === 'tinted' ? styles.tinted : ''}`}>
      <div className={container}>
        <h2 className={sectionHeading}>{block.heading}</h2>
        {block.intro && <p className={sectionIntro}>{block.intro}</p>}
        <ul className={styles.grid}>
          {block.items.map((review) => (
            <li key={`${review.name}-${review.quote.slice(0, 24)}`}>
              <figure className={styles.card}>
                <svg className={styles.mark} viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
                  <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3C27 4.5 25 7.5 25 11h6v13z" />
                </svg>
                <blockquote className={styles.quote}>
                  <p>{review.quote}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <span className={styles.name}>{review.name}</span>
                  {review.role && <span className={styles.role}>{review.role}</span>}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
