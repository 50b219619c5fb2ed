/** Written by the site's Vite plugin from the checked settings (src/config/environment.ts). */
declare const __SITE_CONFIG__: import('./environment').SiteConfig;
/**
 * The blog store alone, as a literal: read where the stores are chosen (not through an import), so
 * the bundler sees the test as constant and leaves the other store's code out of the bundle.
 */
declare const __BLOG_STORE__: import('./environment').SiteConfig['blog']['store'];
