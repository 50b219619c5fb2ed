import type { SiteConfig } from './environment';

/** The public Quran API, for remote readers when neither the reader nor the build names another. */
const DEFAULT_QURAN_API_BASE = 'https://api.alquran.cloud';

/** The API a remote reader reads: the one its block names, else VITE_QURAN_API_BASE, else the public API. */
export function quranApiBaseFor(readerBase: string | undefined, site: SiteConfig): string {
  return readerBase || site.quranApiBase || DEFAULT_QURAN_API_BASE;
}
