import { container, section } from '../../theme/shared.css';
import { ActionLink } from '../../ui/ActionLink';
import { MarkdownHtml } from '../../ui/MarkdownHtml';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './mediaText.css';
import type { MediaTextBlock } from './schema';

/** Which side the image of item `index` takes, from the block's `start` and `alternate`. */
function imageFirst(block: MediaTextBlock, index: number): boolean {
  const flipped = block.alternate && index % 2 === 1;
  return (block.start === 'image') !== flipped;
}

export function MediaText({ block, firstView }: BlockProps<MediaTextBlock>) {
  const ItemHeading = block.heading ? 'h3' : 'h2';
  return (
    <section className={section({ tone: block.background })}>
      <div className={container}>
        <SectionHeader heading={block.heading} intro={block.intro} />
        <div className={styles.items}>
          {block.items.map((item, index) => (
            <article key={item.title} className={styles.item({ imageSide: imageFirst(block, index) ? 'start' : 'end' })}>
              <Picture image={item.image} className={styles.image} eager={firstView && index === 0} />
              <div className={styles.body}>
                <ItemHeading className={styles.title}>{item.title}</ItemHeading>
                <MarkdownHtml html={item.markdown} className={styles.text} />
                {item.action && <ActionLink action={item.action} context={block.items.length > 1 ? item.title : undefined} />}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
