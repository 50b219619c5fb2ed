import { container, section } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../define';
import * as styles from './productLinks.css';
import type { ProductLinksBlock } from './schema';

export function ProductLinks({ block, page }: BlockProps<ProductLinksBlock>) {
  const others = block.items.filter((item) => item.to !== page.path);
  return (
    <section className={section({ tone: 'tinted' })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ul className={styles.grid}>
          {others.map((item) => (
            <li key={item.id} className={styles.card}>
              <Picture image={item.image} className={styles.image} />
              <div className={styles.body}>
                <h3 className={styles.name}>
                  <SmartLink to={item.to} className={styles.link}>
                    {item.name}
                  </SmartLink>
                </h3>
                <p className={styles.summary}>{item.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
