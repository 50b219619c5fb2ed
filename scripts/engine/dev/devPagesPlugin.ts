import { join, relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_EVENT, DEV_CLIENT } from '../../../src/app/dev/devContentEvent.ts';
import { surahChoicesPath, surahChoicesText } from '../../../src/blocks/quran-select/surahChoices.ts';
import { entries } from '../../../src/app/entries.ts';
import { unlistedPaths } from '../../../src/app/page/unlisted.ts';
import type * as RenderPage from '../../../src/app/server/renderPage';
import { speculationRules } from '../../../src/hosting/speculationRules.ts';
import type { ContentError } from '../content/contentError';
import { devErrorPage } from './devErrorPage.ts';
import { codeOverlayError, overlayError, terminalReport } from './devErrorReport.ts';
import type * as PartialSiteModule from './partialSite';
import type { PartialSite } from './partialSite';
import { pageAt } from './pageAt.ts';
import { translationFilesMiddleware } from './translationFilesMiddleware.ts';

/** A language's list of surahs for the reader's selects, by its code: /quran/surahs/ur.json. */
const SURAH_CHOICES = new RegExp(`^${surahChoicesPath('(\\w+)').replace(/\./g, '\\.')}$`);

export interface DevPagesOptions {
  /** The folder holding pages.yaml and content/; Vite's root by default (tests point it at a copy). */
  readonly contentRoot?: string;
}

const HEAD_EXTRA = `<script type="module" src="/${entries.devStyles}"></script><script type="module" src="/${DEV_CLIENT}"></script>`;

interface Answer {
  readonly status: number;
  readonly html: string;
}

/**
 * The dev server answers each page request with the same HTML the build writes, rendered per
 * request through Vite's SSR module loader. A content error stops only the pages that use the
 * broken file: they answer 500 with an error page under Vite's overlay, the others render. An edit
 * of the content, or of code only the server runs, reaches open pages without a reload: the
 * browser client (devContentUpdate) fetches its page again and changes only what differs; islands
 * update in place (React Fast Refresh). The production build does not use this plugin.
 */
export function devPagesPlugin(options: DevPagesOptions = {}): Plugin {
  let root = process.cwd();
  let contentRoot = options.contentRoot ?? root;
  let loading: Promise<PartialSite> | undefined;
  /** What the terminal last said, so each error is printed once, not on every request. */
  let lastReport = '';

  function report(server: ViteDevServer, text: string, level: 'error' | 'info') {
    if (text === lastReport) return;
    lastReport = text;
    if (text) server.config.logger[level](text, { timestamp: true });
  }

  function loadSite(server: ViteDevServer): Promise<PartialSite> {
    loading ??= (async () => {
      const { loadPartialSite } = (await server.ssrLoadModule('/scripts/engine/dev/partialSite.ts')) as typeof PartialSiteModule;
      const site = loadPartialSite(contentRoot);
      if (site.errors.length) report(server, terminalReport(site.errors), 'error');
      else if (lastReport) report(server, 'content fixed: every page renders again', 'info');
      return site;
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  async function errorAnswer(server: ViteDevServer, url: string, errors: readonly ContentError[]): Promise<Answer> {
    const html = devErrorPage(contentRoot, errors, overlayError(contentRoot, errors), HEAD_EXTRA);
    return { status: 500, html: await server.transformIndexHtml(url, html) };
  }

  async function respond(server: ViteDevServer, url: string): Promise<Answer> {
    const site = await loadSite(server);
    const { language, route, path, status } = pageAt(site, new URL(url, 'http://localhost').pathname);
    const stopping = [route?.errors ?? [], language.globalErrors, site.errors].find((errors) => errors.length) ?? [];
    if (!route?.page || !language.content) return errorAnswer(server, url, stopping);
    const render = (await server.ssrLoadModule(`/${entries.server}`)) as typeof RenderPage;
    await render.loadBlockComponents({ reload: true });
    // The build's rules, from the default language's pages at every language's prefix, serve every language.
    const pages = site.languages[0].routes.flatMap((state) => (state.page ? [state.page] : []));
    const prefixes = site.languages.map((inLanguage) => inLanguage.prefix);
    const assets = { stylesheets: [], islandLoader: `/${entries.islandLoader}`, headExtra: HEAD_EXTRA, speculationRules: speculationRules(unlistedPaths(pages), prefixes) };
    const html = render.renderPage(route.page, language.content, assets, path);
    return { status, html: await server.transformIndexHtml(url, html) };
  }

  /** A failure of the code (a block that throws), not of the content: its stack is printed once and shown on the page. */
  async function codeFailure(server: ViteDevServer, url: string, error: unknown): Promise<Answer> {
    const failure = error instanceof Error ? error : new Error(String(error));
    server.ssrFixStacktrace(failure);
    report(server, failure.stack ?? failure.message, 'error');
    const html = devErrorPage(contentRoot, [], codeOverlayError(failure), HEAD_EXTRA, failure);
    return { status: 500, html: await server.transformIndexHtml(url, html).catch(() => html) };
  }

  function changed(server: ViteDevServer) {
    loading = undefined;
    // Without HMR (the server vanilla-extract runs its stylesheets in also runs this plugin) no page
    // hears of the change; the next request loads the site.
    if (server.config.server.hmr === false) return;
    // Load now, so the terminal reports a broken file as soon as it is saved, not at the next request.
    loadSite(server).catch(() => undefined);
    server.ws.send({ type: 'custom', event: CONTENT_EVENT });
  }

  return {
    name: 'academy-dev-pages',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
      contentRoot = options.contentRoot ?? root;
    },
    configureServer(server) {
      server.middlewares.use(translationFilesMiddleware());
      // The reader's lists of surahs, one per language, which the build writes, from the content as it is now.
      server.middlewares.use((request, response, next) => {
        const [, code] = SURAH_CHOICES.exec(request.url ?? '') ?? [];
        if (!code) { next(); return; }
        loadSite(server).then((site) => {
          const { content } = site.languages.find((language) => language.content?.locale?.code === code) ?? {};
          if (!content) { next(); return; }
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(surahChoicesText(content.collections.surahs));
        }, next);
      });
      server.watcher.add([join(contentRoot, 'pages.yaml'), join(contentRoot, 'content')]);
      server.watcher.on('all', (event, file) => {
        // Any source file may be a schema or a text the content is checked against.
        loading = undefined;
        const path = relative(contentRoot, file).split('\\').join('/');
        const isPublic = path.startsWith('content/public/');
        // A picture edited in place changes no page; one added or removed may make a page valid or not.
        if (path === 'pages.yaml' || (path.startsWith('content/') && (!isPublic || event === 'add' || event === 'unlink'))) changed(server);
      });
      return () => {
        server.middlewares.use((request, response, next) => {
          if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) { next(); return; }
          const url = request.originalUrl ?? request.url ?? '/';
          respond(server, url)
            .catch((error: unknown) => codeFailure(server, url, error))
            .then(({ status, html }) => {
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-store');
              response.end(html);
            }, next);
        });
      };
    },
    hotUpdate({ modules, server }) {
      // A module the server renders with (a static block, a schema, a shared component) changes the
      // HTML: open pages fetch it again and change in place. Islands also update themselves (Fast Refresh).
      if (this.environment.name !== 'ssr' || modules.length === 0) return;
      changed(server);
    },
  };
}
