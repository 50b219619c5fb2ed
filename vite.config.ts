import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Logger, type Plugin } from 'vite';
import { entries } from './src/app/entries.ts';
import { devPagesPlugin } from './scripts/engine/dev/devPagesPlugin.ts';
import { islandLoadersPlugin } from './scripts/engine/vite/islandLoadersPlugin.ts';
import { siteConfigPlugin } from './scripts/engine/vite/siteConfigPlugin.ts';

// The vanilla-extract plugin loads this file a second time, in the same process; Vite's notice
// about config imports (printed at the first load) need not print twice.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** SITE_OUT_DIR lets several builds sit side by side (parallel test runs); `dist` by default. */
const outDir = process.env.SITE_OUT_DIR ?? 'dist';

/**
 * The server build draws every block, so the site's one stylesheet is its CSS; the browser build's
 * CSS (the islands' share of the same rules) is left out of the output.
 */
function stylesFromServerBuild(): Plugin {
  return {
    name: 'academy-styles-from-server-build',
    apply: 'build',
    // After Vite's own CSS plugin has added the file to the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const [name, file] of Object.entries(bundle)) {
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Rollup leaves a file out of the output only when generateBundle deletes its key from the bundle
        if (file.type === 'asset' && name.endsWith('.css')) delete bundle[name];
      }
    },
  };
}

/**
 * The dev server's terminal is for the content's errors. Vite's notes on its dependency cache
 * (re-optimizing, bundling, optimized) concern node_modules, which nobody editing the site acts on.
 */
const CACHE_NOTES = /\[optimizer\]|dependenc(y|ies) optimized|optimizing dependencies/i;

function editorsLogger(): Logger {
  const logger = createLogger();
  return { ...logger, info: (message, options) => (CACHE_NOTES.test(message) ? undefined : logger.info(message, options)) };
}

/**
 * Two builds: the browser's (the island loader and the islands) and the server's (renders every
 * page to HTML, and writes the stylesheet); scripts/engine/prerender.ts then writes the pages. The dev server renders
 * the same pages per request (devPagesPlugin).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [devPagesPlugin(), stylesFromServerBuild(), siteConfigPlugin(), islandLoadersPlugin(), vanillaExtractPlugin(), react()],
  publicDir: 'content/public',
  customLogger: editorsLogger(),
  appType: 'custom',
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    manifest: true,
    ssrEmitAssets: true,
    // All CSS is one file, cached across pages: better than a render-blocking request per block.
    cssCodeSplit: false,
    target: 'es2022',
    rolldownOptions: {
      input: isSsrBuild ? entries.server : { islands: entries.islandLoader },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // Vite's helper for dynamic imports, which the island loader itself needs: alone, so that no
                // group below takes it in and the loader with it.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
                // React and what mounts an island, in one file, fetched when the first island wakes.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/](browser[\\/]hydrateIsland|island[\\/]IslandRoot)\./ },
                // The small pieces islands share (components of src/ui, the theme's class names), in one file.
                { name: 'shared', test: /src[\\/](ui|theme)[\\/]|src[\\/]services[\\/]cachedLoader\./ },
                // zod, as the services that check what they read in the browser (the blog's store, the Quran's
                // sources) load it: apart, so that neither brings the other with it.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]services[\\/]browserZod\./ },
                // The settings the site was built with, read by islands of every kind.
                { name: 'site', test: /src[\\/]config[\\/]site\./ },
                // What the blog's islands share of its store: opening it, and naming its failures in the page's
                // words. Left to the bundler these were five files of a few hundred bytes each, each a request
                // of its own. The store itself (the preview store with zod, or Firebase with its SDK) stays
                // apart, loaded when the store is opened.
                { name: 'blog', test: /src[\\/]services[\\/]blog[\\/](index|errors|store|model|pushId)\.|src[\\/]blocks[\\/]blog-list[\\/]storeFailure\./ },
              ],
            },
          },
    },
  },
  ssr: { noExternal: ['@vanilla-extract/css', '@vanilla-extract/recipes'] },
}));
