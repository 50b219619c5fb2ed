import { container, section } from '../../theme/shared.css';
import { QuoteCard } from '../../ui/QuoteCard';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './reviews.css';
import type { ReviewsBlock } from './schema';

export function Reviews({ block }: BlockProps<ReviewsBlock>) {
  return (
    <section className={section({ tone: block.background })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={styles.grid}>
          {block.items.map((review) => (
            <li key={`${review.name}-${review.quote.slice(0, 24)}`}>
              <QuoteCard quote={review.quote} name={review.name} role={review.role} size="compact" className={styles.card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
