import { loadEnv } from 'vite';
import type { PagesFile } from '../schema/page';
import { DEFAULT_REMOTE_BASE_URL } from '../services/quran/sources';
import { hostingConfigFromEnv, type HostingConfig } from './securityHeaders';

/**
 * What the build turns on, from the same sources Vite reads (.env files and the environment) and
 * the content: a Quran reader with `source: remote` needs its API's origin.
 */
export function hostingConfig(root: string, site: PagesFile, mode = 'production'): HostingConfig {
  const env = loadEnv(mode, root, '');
  const remoteReader = site.routes
    .flatMap((route) => route.blocks)
    .find((block) => block.type === 'quran-settings' && block.source === 'remote');
  const quranApiBase =
    remoteReader && remoteReader.type === 'quran-settings' ? remoteReader.remoteBaseUrl || env.VITE_QURAN_API_BASE || DEFAULT_REMOTE_BASE_URL : undefined;
  return hostingConfigFromEnv(env, quranApiBase);
}
