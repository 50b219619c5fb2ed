import type { Plugin } from 'vite';
import { renderDocument } from '../app/document';

export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

/**
 * The dev server has no index.html of ours: it answers page requests with the same document the
 * prerender writes, empty, and the client renders it. Production pages come from the prerender.
 */
export function devDocumentPlugin(): Plugin {
  return {
    name: 'academy-dev-document',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const accepts = request.headers.accept ?? '';
          if (request.method !== 'GET' || !accepts.includes('text/html')) return next();
          try {
            const html = renderDocument({
              language: 'en',
              head: '<title>Development</title>',
              appHtml: '',
              stylesheets: [],
              modulePreloads: [],
              scripts: [`/${CLIENT_ENTRY}`],
            });
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(await server.transformIndexHtml(request.url ?? '/', html));
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}
