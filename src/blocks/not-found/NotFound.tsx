import { button, container, section } from '../../theme/shared.css';
import { SmartLink } from '../../ui/SmartLink';
import type { BlockProps } from '../define';
import * as styles from './notFound.css';
import type { NotFoundBlock } from './schema';

export function NotFound({ block }: BlockProps<NotFoundBlock>) {
  return (
    <section className={section()}>
      <div className={`${container} ${styles.wrapper}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{block.heading}</h1>
        <p>{block.text}</p>
        <p>
          <SmartLink to={block.to} className={button({ variant: 'primary' })}>
            {block.linkLabel}
          </SmartLink>
        </p>
      </div>
    </section>
  );
}
