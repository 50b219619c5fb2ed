import type { Podcast } from '../../schema/collections/podcasts';
import { mediaCard } from '../../theme/shared.css';
import * as styles from './searchList.css';
import { VideoPlayer } from './VideoPlayer';

export function PodcastItem({ podcast, headingLevel: Heading }: { podcast: Podcast; headingLevel: 'h2' | 'h3' }) {
  return (
    <article className={mediaCard}>
      <VideoPlayer title={podcast.title} youtubeUrl={podcast.youtubeUrl} thumbnail={podcast.thumbnail} />
      <div className={styles.podcastBody}>
        <p className={styles.category}>{podcast.category}</p>
        <Heading className={styles.itemTitle}>{podcast.title}</Heading>
        <p className={styles.text}>{podcast.description}</p>
      </div>
    </article>
  );
}
