import { resolve } from 'node:path';

/** The build output folders; SITE_OUT_DIR lets parallel runs keep separate builds (see vite.config.ts). */
export const outDir = resolve(process.env.SITE_OUT_DIR ?? 'dist');
export const ssrOutDir = `${outDir}-ssr`;
