import { cardGrid, container, section } from '../../theme/shared.css';
import { LineDrawing } from '../../ui/Icon';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './features.css';
import { featureIcons } from './icons';
import type { FeaturesBlock } from './schema';

/** Full rows on wide screens: six tiles as two rows of three, four or eight as rows of four. */
function columnsFor(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  return count % 3 === 0 ? 3 : 4;
}

export function Features({ block }: BlockProps<FeaturesBlock>) {
  const HeadingTag = block.heading ? 'h3' : 'h2';
  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={cardGrid({ columns: columnsFor(block.items.length) })}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.tile}>
              <span className={styles.badge}>
                <LineDrawing grid={32} size={32} strokeWidth={1.8}>
                  {featureIcons[item.icon]}
                </LineDrawing>
              </span>
              <HeadingTag className={styles.title}>{item.title}</HeadingTag>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
