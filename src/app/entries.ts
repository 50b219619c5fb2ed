/** The modules the build starts from; the Vite config, the prerender and the dev server share them. */
export const entries = {
  /** The browser's one script, on pages with islands; it also installs the offline service worker. */
  islandLoader: 'src/app/browser/islands.ts',
  /**
   * Renders a page's whole HTML document, at build time and in the dev server. It draws every
   * block, so its build also writes the site's one stylesheet.
   */
  server: 'src/app/server/renderPage.tsx',
  /** The site's own part of the offline service worker (scripts/engine/prerender/offline.ts builds it). */
  offlineWorker: 'src/app/serviceWorker/offlineWorker.ts',
  /** The stylesheets in development, kept up to date by Vite. */
  devStyles: 'src/app/dev/devStyles.ts',
} as const;
