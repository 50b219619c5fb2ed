import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { cardGrid, container, section } from '../../theme/shared.css';
import { QuoteCard } from '../../ui/QuoteCard';
import { SectionHeader } from '../../ui/SectionHeader';
import type { IslandProps } from '../define';
import { Carousel } from './Carousel.client';
import type { TestimonialsBlock } from './schema';
import * as styles from './testimonials.css';

export type TestimonialsProps = IslandProps<TestimonialsBlock, { text: Messages['blocks']['testimonials']; formats: LocaleFormats }>;

export function Testimonials({ block, text, formats }: TestimonialsProps) {
  const label = block.heading ?? text.label;
  return (
    <section className={section({ tone: 'tinted' })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        {block.layout === 'carousel' && block.items.length > 1 ? (
          <Carousel items={block.items} label={label} text={text} formats={formats} />
        ) : (
          <ul className={cardGrid({ columns: 3 })}>
            {block.items.map((item) => (
              <li key={item.id} className={styles.card}>
                <QuoteCard quote={item.quote} name={item.name} role={item.role} size="large" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
