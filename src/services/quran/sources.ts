import { quranApiBaseFor } from '../../config/quran';
import { siteConfig } from '../../config/site';
import type { QuranSource } from './index';
import type { BundledIndex } from './schemas';

export type QuranSourceKind = 'bundled' | 'remote';

export interface QuranSourceConfig {
  readonly source: QuranSourceKind;
  /** Only for the remote source; VITE_QURAN_API_BASE, then the public API, when left out. */
  readonly remoteBaseUrl?: string | undefined;
}

export function remoteBaseUrl(config: QuranSourceConfig): string {
  return quranApiBaseFor(config.remoteBaseUrl, siteConfig);
}

const sources = new Map<string, Promise<QuranSource>>();

/**
 * The adapter a block's settings ask for, loaded on demand (the reader asks from an effect, so the
 * prerender fetches nothing) and kept for the visit, with its cache of what it already loaded. The
 * bundled text's index arrives with the reader's page.
 */
export function quranSource(config: QuranSourceConfig, bundledIndex?: BundledIndex): Promise<QuranSource> {
  const key = config.source === 'remote' ? `remote ${remoteBaseUrl(config)}` : 'bundled';
  let source = sources.get(key);
  if (!source) {
    source =
      config.source === 'remote'
        ? import('./remote').then(({ createRemoteSource }) => createRemoteSource(remoteBaseUrl(config)))
        : bundledIndex
          ? import('./bundled').then(({ createBundledSource }) => createBundledSource(bundledIndex))
          : Promise.reject(new Error('The bundled Quran text needs its index'));
    sources.set(key, source);
    source.catch(() => sources.delete(key));
  }
  return source;
}
