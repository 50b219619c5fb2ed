import type { PagesFile } from '../../../src/app/page/pageSchema';
import { quranApiBaseFor } from '../../../src/config/quran';
import { localePrefix } from '../../../src/i18n/locale';
import { unlistedPaths } from '../../../src/app/page/unlisted';
import { hostingConfigFor, type HostingConfig } from '../../../src/hosting/securityHeaders';
import { speculationRules } from '../../../src/hosting/speculationRules';
import { buildConfigFor } from '../vite/siteConfigPlugin';

/**
 * What the build turns on, from the same checked settings the site's code is built with (the
 * environment and .env files) and the content: the speculation rules leave out the unlisted pages
 * in every language the site declares, and every Quran reader with `source: remote` needs its
 * API's origin.
 */
export function hostingConfig(root: string, pages: PagesFile, mode = 'production'): HostingConfig {
  const { site } = buildConfigFor(mode, root);
  const quranApiBases = pages.routes
    .flatMap((route) => route.blocks)
    .flatMap((block) => (block.type === 'quran-settings' && block.source === 'remote' ? [quranApiBaseFor(block.remoteBaseUrl, site)] : []));
  const { locales } = pages.site;
  const prefixes = locales.map((locale) => localePrefix(locale, locales));
  return hostingConfigFor(site, speculationRules(unlistedPaths(pages.routes), prefixes), [...new Set(quranApiBases)]);
}
