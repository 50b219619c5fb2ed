import { cardGrid, mediaCard } from '../../theme/shared.css';
import * as styles from './blogList.css';

/** Our own drawing (scripts/tools/artwork): a closed book over the banners' pattern, in quiet colours. */
const AWAITED_PICTURE = '/images/blog-awaited-post.svg';

/**
 * The first post's place, drawn with the page and kept until the store answers: the posts then take
 * the room it held instead of pushing the page down, and its picture, the size of a post's, is on
 * screen from the first paint. Decoration only: the status line above it says that blogs are loading.
 */
export function AwaitedPost() {
  return (
    <div className={`${cardGrid({ columns: 3 })} ${styles.awaited}`} aria-hidden="true">
      <div className={mediaCard}>
        <div className={styles.media}>
          <img src={AWAITED_PICTURE} alt="" width={800} height={450} className={styles.image} fetchPriority="high" />
        </div>
        <div className={styles.body}>
          <div className={styles.awaitedLine({ length: 'title' })} />
          <div className={styles.awaitedLine({ length: 'full' })} />
          <div className={styles.awaitedLine({ length: 'full' })} />
          <div className={styles.awaitedLine({ length: 'part' })} />
        </div>
      </div>
    </div>
  );
}
