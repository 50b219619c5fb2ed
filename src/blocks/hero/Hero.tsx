import { button, container } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../define';
import * as styles from './hero.css';
import type { HeroBlock } from './schema';

/** The hero sits on a dark pattern, so each button style takes its light counterpart. */
const onDark = { primary: 'light', secondary: 'outlineLight', light: 'light' } as const;

export function Hero({ block }: BlockProps<HeroBlock>) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`${container} ${styles.layout}`}>
        <div>
          {block.eyebrow && <p className={styles.eyebrow}>{block.eyebrow}</p>}
          <h1 id="hero-heading" className={styles.heading}>
            {block.heading}
          </h1>
          <p className={styles.lead}>{block.text}</p>
          {block.actions.length > 0 && (
            <div className={styles.actions}>
              {block.actions.map((item) => (
                <SmartLink key={item.label} to={item.to} className={button({ variant: onDark[item.variant] })}>
                  {item.label}
                </SmartLink>
              ))}
            </div>
          )}
        </div>
        {block.image && <Picture image={block.image} className={styles.art} eager />}
      </div>
    </section>
  );
}
