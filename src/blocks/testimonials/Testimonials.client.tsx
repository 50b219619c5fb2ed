import { container, section, sectionHeading, sectionIntro } from '../../theme/shared.css';
import type { BlockProps } from '../types';
import { Carousel } from './Carousel.client';
import { Quote } from './Quote';
import type { TestimonialsBlock } from './schema';
import * as styles from './testimonials.css';

export function Testimonials({ block }: BlockProps<TestimonialsBlock>) {
  const label = block.heading ?? 'Testimonials';
  return (
    <section className={`${section} ${styles.band}`}>
      <div className={container}>
        {block.heading && <h2 className={sectionHeading}>{block.heading}</h2>}
        {block.intro && <p className={sectionIntro}>{block.intro}</p>}
        {block.layout === 'carousel' && block.items.length > 1 ? (
          <Carousel items={block.items} label={label} />
        ) : (
          <ul className={styles.grid}>
            {block.items.map((item) => (
              <li key={item.id} className={styles.card}>
                <Quote testimonial={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
