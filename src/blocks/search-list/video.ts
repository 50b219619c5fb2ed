import { youtubeVideoId } from '../../services/video/youtube';

/** DECISIONS.md row 12: the player comes from the privacy-enhanced host, and starts as it loads (the visitor asked for it). */
export function privacyEmbedUrl(youtubeUrl: string): string | undefined {
  const id = youtubeVideoId(youtubeUrl);
  return id && `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
