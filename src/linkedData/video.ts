import type { VideoObject } from 'schema-dts';
import type { NodeOf } from './graph';
import type { Podcast } from '../schema/collections/podcasts';
import type { SiteSettings } from '../schema/site';
import { absoluteUrl, linkedIds } from './ids';

/** A podcast episode, playing from the privacy-enhanced player the page loads when asked. */
export function videoNode(podcast: Podcast, pageUrl: string, embedUrl: string, site: SiteSettings): NodeOf<VideoObject> {
  return {
    '@type': 'VideoObject',
    '@id': linkedIds.video(pageUrl, podcast.id),
    name: podcast.title,
    description: podcast.description,
    thumbnailUrl: absoluteUrl(podcast.thumbnail.src, site),
    uploadDate: podcast.uploadDate,
    embedUrl,
    genre: podcast.category,
    publisher: { '@id': linkedIds.organization(site) },
  };
}
