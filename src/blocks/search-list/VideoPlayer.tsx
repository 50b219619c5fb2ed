import { useEffect, useRef, useState } from 'react';
import { fill } from '../../i18n/format';
import type { ImageData } from '../../schema/primitives';
import { visuallyHidden } from '../../theme/shared.css';
import { Picture } from '../../ui/Picture';
import * as styles from './searchList.css';
import { privacyEmbedUrl } from './video';

interface VideoPlayerProps {
  title: string;
  youtubeUrl: string;
  thumbnail: ImageData;
  /** In the first screen: the preview loads at once. */
  eager: boolean;
  /** The play button's name, with `{title}` for the video's title. */
  playLabel: string;
}

/**
 * Our own preview and a play button; the player (and every request to the video host) comes
 * only when the visitor presses play.
 */
export function VideoPlayer({ title, youtubeUrl, thumbnail, eager, playLabel }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const source = privacyEmbedUrl(youtubeUrl);

  // The button that had focus is gone; the player takes its place in the tab order.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing && source) {
    return (
      <iframe
        ref={frame}
        className={styles.video}
        src={source}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" className={`${styles.video} ${styles.preview}`} onClick={() => setPlaying(true)}>
      <Picture image={thumbnail} className={styles.thumbnail} eager={eager} />
      <span className={styles.play} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
        </svg>
      </span>
      <span className={visuallyHidden}>{fill(playLabel, { title })}</span>
    </button>
  );
}
