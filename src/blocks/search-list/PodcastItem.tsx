import type { Podcast } from '../../schema/collections/podcasts';
import { mediaCard } from '../../theme/shared.css';
import * as styles from './searchList.css';
import { VideoPlayer } from './VideoPlayer';

interface PodcastItemProps {
  podcast: Podcast;
  headingLevel: 'h2' | 'h3';
  /** In the first screen: its picture loads at once. */
  eager: boolean;
  /** The play button's name, with `{title}` for the video's title. */
  playLabel: string;
}

export function PodcastItem({ podcast, headingLevel: Heading, eager, playLabel }: PodcastItemProps) {
  return (
    <article className={mediaCard}>
      <VideoPlayer title={podcast.title} youtubeUrl={podcast.youtubeUrl} thumbnail={podcast.thumbnail} eager={eager} playLabel={playLabel} />
      <div className={styles.podcastBody}>
        <p className={styles.category}>{podcast.category}</p>
        <Heading className={styles.itemTitle}>{podcast.title}</Heading>
        <p className={styles.text}>{podcast.description}</p>
      </div>
    </article>
  );
}
