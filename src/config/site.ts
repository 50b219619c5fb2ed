import type { SiteConfig } from './environment';

/**
 * The settings this site was built with. The build reads and checks them once (readConfig, through
 * the site's Vite plugin) and writes them into the bundle here, so every reader agrees and the
 * browser carries no parser for them.
 */
export const siteConfig: SiteConfig = __SITE_CONFIG__;

