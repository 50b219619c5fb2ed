import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import type { Plugin, ViteDevServer } from 'vite';
import type * as RenderPage from '../app/renderPage';
import { entries } from '../app/entries';
import type { Page } from '../schema/page';
import { formatContentError, type ContentError } from './contentError';
import type * as LoadSite from './loadSite';

function codeFrame(root: string, error: ContentError): string {
  const lines = readFileSync(join(root, error.file), 'utf8').split('\n');
  const from = Math.max(0, error.line - 3);
  return lines
    .slice(from, error.line + 2)
    .map((text, index) => {
      const number = from + index + 1;
      const gutter = `${number === error.line ? '>' : ' '} ${String(number).padStart(4)} | `;
      const caret = number === error.line ? `\n${' '.repeat(gutter.length + error.column - 1)}^` : '';
      return `${gutter}${text}${caret}`;
    })
    .join('\n');
}

/** A Vite error carrying every content error, located at the first one, for the error overlay. */
function contentFailure(root: string, errors: readonly ContentError[]) {
  const [first] = errors;
  const count = errors.length;
  return Object.assign(new Error(`${count} content error${count === 1 ? '' : 's'}:\n${errors.map(formatContentError).join('\n')}`), {
    id: first ? join(root, first.file) : undefined,
    loc: first ? { file: join(root, first.file), line: first.line, column: first.column - 1 } : undefined,
    frame: first ? codeFrame(root, first) : undefined,
  });
}

/** The page at a path, as a static host would pick its file (paths match case-insensitively); else the not-found page. */
function pageAt(pages: readonly Page[], pathname: string): Page {
  const found = pages.find((page) => page.path !== '*' && [page.path, ...(page.aliases ?? [])].some((path) => matchPath({ path, end: true }, pathname)));
  const notFound = pages.find((page) => page.path === '*');
  if (!found && !notFound) throw new Error(`No route answers ${pathname}, and pages.yaml declares no "*" page`);
  return (found ?? notFound)!;
}

/**
 * The dev server answers each page request with the same HTML the build writes, rendered per
 * request through Vite's SSR module loader, so an edit shows on the next load: content and static
 * blocks reload the page, islands update in place (React Fast Refresh). A content error shows in
 * Vite's error overlay. The production build does not use this plugin (scripts/prerender.ts).
 */
export function devPagesPlugin(): Plugin {
  let root = process.cwd();
  let site: LoadSite.LoadedSite | undefined;

  async function respond(server: ViteDevServer, url: string): Promise<{ status: number; html: string }> {
    const { loadSite } = (await server.ssrLoadModule('/src/content/loadSite.ts')) as typeof LoadSite;
    site ??= loadSite(root);
    if (!site.data) throw contentFailure(root, site.errors);
    const render = (await server.ssrLoadModule(`/${entries.server}`)) as typeof RenderPage;
    await render.loadBlockComponents({ reload: true });
    const pathname = new URL(url, 'http://localhost').pathname;
    const page = pageAt(site.data.routes, pathname);
    const content = { site: site.data.site, collections: site.data.collections };
    const html = render.renderPage(page, content, {
      stylesheets: [],
      islandLoader: `/${entries.islandLoader}`,
      headExtra: `<script type="module" src="/${entries.devStyles}"></script>`,
    }, page.path === '*' ? '*' : pathname);
    return { status: page.path === '*' ? 404 : 200, html: await server.transformIndexHtml(url, html) };
  }

  return {
    name: 'academy-dev-pages',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.watcher.add([join(root, 'pages.yaml'), join(root, 'content')]);
      server.watcher.on('all', (_event, file) => {
        // Any source file may be a schema or a text the content is checked against.
        site = undefined;
        const relative = file.startsWith(root) ? file.slice(root.length + 1) : file;
        if (relative === 'pages.yaml' || (relative.startsWith('content/') && !relative.startsWith('content/public/'))) {
          server.ws.send({ type: 'full-reload' });
        }
      });
      return () => {
        server.middlewares.use((request, response, next) => {
          if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return next();
          respond(server, request.originalUrl ?? request.url ?? '/').then(
            ({ status, html }) => {
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(html);
            },
            (error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            },
          );
        });
      };
    },
    hotUpdate({ file, modules, server }) {
      // A module the browser has (an island, a stylesheet) updates in place; one only the server
      // renders (a static block, a schema) changes the HTML, so the page reloads.
      if (this.environment.name !== 'ssr' || modules.length === 0) return;
      if (server.environments.client.moduleGraph.getModulesByFile(file)?.size) return;
      server.environments.client.hot.send({ type: 'full-reload' });
    },
  };
}
