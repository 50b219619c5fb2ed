import { container, section } from '../../theme/shared.css';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import type { StepsBlock } from './schema';
import * as styles from './steps.css';

export function Steps({ block }: BlockProps<StepsBlock>) {
  return (
    <section className={section({ tone: 'tinted' })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <ol className={styles.list}>
          {block.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
