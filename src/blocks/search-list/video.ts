import { youtubeVideoId } from '../../schema/youtube';

/** The player comes from the privacy-enhanced host (no tracking until play), and starts as it loads (the visitor asked for it). */
export function privacyEmbedUrl(youtubeUrl: string): string | undefined {
  const id = youtubeVideoId(youtubeUrl);
  return id && `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
