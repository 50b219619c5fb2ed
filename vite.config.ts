import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLIENT_ENTRY, devDocumentPlugin } from './src/content/devDocument';
import { contentPlugin } from './src/content/vitePlugin';
import { quranDataPlugin } from './src/services/quran/quranDataPlugin';
import { ownerCredentialsPlugin } from './src/services/blog/ownerCredentialsPlugin';

/** SITE_OUT_DIR lets several builds sit side by side (parallel test runs); `dist` by default. */
const outDir = process.env.SITE_OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [contentPlugin(), devDocumentPlugin(), quranDataPlugin(), ownerCredentialsPlugin(), vanillaExtractPlugin(), react()],
  publicDir: 'content/public',
  appType: 'custom',
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    // All CSS is 8 KB gzip: one stylesheet, cached across pages, beats a render-blocking request per block.
    cssCodeSplit: false,
    target: 'es2022',
    rollupOptions: {
      input: isSsrBuild ? 'src/app/entry-server.tsx' : CLIENT_ENTRY,
      output: isSsrBuild
        ? {}
        : {
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId?.includes('virtual:page/')
                ? `assets/page-${chunk.facadeModuleId.split('virtual:page/')[1]}-[hash].js`
                : 'assets/[name]-[hash].js',
          },
    },
  },
  ssr: { noExternal: ['@vanilla-extract/css', '@vanilla-extract/recipes'] },
}));
