import type { Plugin } from 'vite';
import { bundledFiles, readPackageQuran, type BundledFiles } from './bundledFiles.ts';

/**
 * The bundled Quran text as static files: reads the quran-json package at build time and writes
 * the 114 surah files into the client build under content-hashed names; the reader's page carries
 * their index (bundledFirstView). The dev server serves the same files from memory. Nothing is
 * committed; nothing is fetched at prerender.
 */
export function quranDataPlugin(): Plugin {
  let base = '/';
  let emit = false;
  let generated: BundledFiles | undefined;
  const data = () => (generated ??= bundledFiles(readPackageQuran(), base));

  return {
    name: 'academy-quran-data',
    configResolved(config) {
      base = config.base;
      // The files belong to the client build.
      emit = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!emit) return;
      for (const [fileName, source] of data().files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const source = path.startsWith(base) ? data().files.get(path.slice(base.length)) : undefined;
        if (!source) { next(); return; }
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(source);
      });
    },
  };
}
