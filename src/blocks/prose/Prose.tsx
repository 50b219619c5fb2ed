import { container, section } from '../../theme/shared.css';
import { MarkdownHtml } from '../../ui/MarkdownHtml';
import type { BlockProps } from '../define';
import * as styles from './prose.css';
import type { ProseBlock } from './schema';

export function Prose({ block }: BlockProps<ProseBlock>) {
  return (
    <section className={section({ tone: block.background })}>
      <div className={`${container} ${styles.column}`}>
        {block.heading && <h2>{block.heading}</h2>}
        <MarkdownHtml html={block.markdown} className={styles.body} />
      </div>
    </section>
  );
}
