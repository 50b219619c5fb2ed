import { container, section, sectionHeading } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import type { BlockProps } from '../types';
import * as styles from './gallery.css';
import type { GalleryBlock } from './schema';

export function Gallery({ block }: BlockProps<GalleryBlock>) {
  return (
    <section className={section}>
      <div className={container}>
        {block.heading && <h2 className={sectionHeading}>{block.heading}</h2>}
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
