import { absoluteUrl } from '../../linkedData/ids';
import type { LinkedNode } from '../../linkedData/graph';
import { faqNode } from '../../linkedData/questions';
import { videoNode } from '../../linkedData/video';
import type { SiteSettings } from '../../schema/site';
import { youtubeVideoId } from '../../schema/youtube';
import type { PageContext } from '../define';
import type { SearchListBlock } from './schema';

/** Questions answered on the page as an FAQ page; podcasts as videos, each at the embed address of its player. */
export function searchListLinkedData({ block, page, site }: { block: SearchListBlock; page: PageContext; site: SiteSettings }): LinkedNode[] {
  const pageUrl = absoluteUrl(page.path, site);
  const { list } = block;
  if (list.collection !== 'podcasts') return [faqNode(pageUrl, list.items)];
  return list.items.flatMap((podcast) => {
    const id = youtubeVideoId(podcast.youtubeUrl);
    return id ? [videoNode(podcast, pageUrl, `https://www.youtube-nocookie.com/embed/${id}`, site)] : [];
  });
}
