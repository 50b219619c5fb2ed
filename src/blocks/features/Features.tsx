import { container, section, sectionHeading, sectionIntro } from '../../theme/shared.css';
import type { BlockProps } from '../types';
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
    <section className={section}>
      <div className={container}>
        {block.heading && <h2 className={sectionHeading}>{block.heading}</h2>}
        {block.intro && <p className={sectionIntro}>{block.intro}</p>}
        <ul className={styles.grid({ columns: columnsFor(block.items.length) })}>
          {block.items.map((item) => (
            <li key={item.title} className={styles.tile}>
              <span className={styles.badge}>
                <svg
                  viewBox="0 0 32 32"
                  width="32"
                  height="32"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {featureIcons[item.icon]}
                </svg>
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
