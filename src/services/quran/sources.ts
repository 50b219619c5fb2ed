import { quranApiBaseFor } from '../../config/quran';
import { siteConfig } from '../../config/site';
import { cachedLoader } from '../cachedLoader';
import type { QuranSource, QuranSourceKind } from './index';

export interface QuranSourceConfig {
  readonly source: QuranSourceKind;
  /** Only for the remote source; VITE_QURAN_API_BASE, then the public API, when left out. */
  readonly remoteBaseUrl?: string | undefined;
}

export function remoteBaseUrl(config: QuranSourceConfig): string {
  return quranApiBaseFor(config.remoteBaseUrl, siteConfig);
}

/** One remote adapter per API address, kept for the visit with its cache of what it already loaded. */
const remoteSource = cachedLoader((base: string) => import('./remote').then(({ createRemoteSource }) => createRemoteSource(base)));

/**
 * The remote adapter for a block's settings, loaded on demand (the settings ask from an effect, so
 * the prerender fetches nothing) and kept for the visit, with its cache of what it already loaded.
 * The bundled text needs no adapter: the surah pages carry it in their HTML.
 */
export function quranSource(config: QuranSourceConfig): Promise<QuranSource> {
  if (config.source !== 'remote') return Promise.reject(new Error('Only the remote source is read in the browser'));
  return remoteSource(remoteBaseUrl(config));
}
