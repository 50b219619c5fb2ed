import { container, section } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../define';
import * as styles from './gallery.css';
import type { GalleryBlock } from './schema';

export function Gallery({ block }: BlockProps<GalleryBlock>) {
  return (
    <section className={section()}>
      <div className={container}>
        <SectionHeader heading={block.heading} />
        <ul className={styles.grid}>
          {block.images.map((image) => (
            <li key={image.src}>
              <Picture image={image} className={styles.image} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
