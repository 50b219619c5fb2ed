import { useEffect } from 'react';
import site from 'virtual:site';
import { BlockRenderer } from '../blocks/BlockRenderer';
import { clearChunkReloadMark } from './chunkReload';
import { documentTitle, pageDescription } from './head';
import { usePage } from './pageCache';
import type { RouteEntry } from './routeTypes';

interface PageRouteProps {
  route: RouteEntry;
}

export function PageRoute({ route }: PageRouteProps) {
  const page = usePage(route);

  // The prerendered HTML has the right head; client-side navigation keeps it right.
  useEffect(() => {
    document.title = documentTitle(page, site);
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescription(page, site));
    clearChunkReloadMark();
  }, [page]);

  return <BlockRenderer blocks={page.blocks} page={page} />;
}
