import { button, container, section, sectionHeading, sectionIntro, visuallyHidden } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../types';
import * as styles from './cards.css';
import type { CardsBlock } from './schema';

export function Cards({ block }: BlockProps<CardsBlock>) {
  const HeadingTag = block.heading ? 'h3' : 'h2';
  return (
    <section className={section}>
      <div className={container}>
        {block.heading && <h2 className={sectionHeading}>{block.heading}</h2>}
        {block.intro && <p className={sectionIntro}>{block.intro}</p>}
        <ul className={styles.grid({ columns: block.columns })}>
          {block.items.map((item) => (
            <li key={item.title}>
              <article className={styles.card}>
                {item.image && <Picture image={item.image} className={styles.image} />}
                <div className={styles.body}>
                  <HeadingTag>{item.title}</HeadingTag>
                  <p className={styles.text}>{item.text}</p>
                  {item.action && (
                    <SmartLink to={item.action.to} className={`${button({ variant: item.action.variant })} ${styles.action}`}>
                      {item.action.label}
                      <span className={visuallyHidden}>: {item.title}</span>
                    </SmartLink>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
