import { cardGrid, container, mediaCard, section } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './cards.css';
import type { CardsBlock } from './schema';

export function Cards({ block, firstView }: BlockProps<CardsBlock>) {
  const HeadingTag = block.heading ? 'h3' : 'h2';
  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={cardGrid({ columns: block.columns })}>
          {block.items.map((item, index) => (
            <li key={item.title}>
              <article className={mediaCard}>
                {item.image && <Picture image={item.image} className={styles.image} eager={firstView && index < block.columns} />}
                <div className={styles.body}>
                  <HeadingTag>{item.title}</HeadingTag>
                  <p className={styles.text}>{item.text}</p>
                  {item.action && <ActionLink action={item.action} className={styles.action} context={item.title} />}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
