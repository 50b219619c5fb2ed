import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatContentError, type ContentError } from './contentError';
import { loadSite, type LoadedSite } from './loadSite';
import { PAGE_MODULE_PREFIX, pageModuleCode, ROUTES_MODULE, routesModuleCode, SITE_MODULE, siteModuleCode } from './pageModules';

const RESOLVED = '\0';

/** The virtual modules this plugin answers for; other plugins' virtual modules are theirs. */
const isContentModule = (id: string) => id === SITE_MODULE || id === ROUTES_MODULE || id.startsWith(PAGE_MODULE_PREFIX);

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

/** A Rollup/Vite error carrying every content error, located at the first one for the overlay. */
function contentFailure(root: string, site: LoadedSite) {
  const [first] = site.errors;
  const count = site.errors.length;
  return {
    message: `${count} content error${count === 1 ? '' : 's'}:\n${site.errors.map(formatContentError).join('\n')}`,
    id: first ? join(root, first.file) : undefined,
    loc: first ? { file: join(root, first.file), line: first.line, column: first.column - 1 } : undefined,
    frame: first ? codeFrame(root, first) : undefined,
  };
}

/**
 * Validates pages.yaml and content/ (the same code as `npm run validate`) and serves them to the app
 * as virtual modules: the site settings, the route list, and one module per page. A content error
 * fails the build, and in the dev server shows in Vite's error overlay.
 */
export function contentPlugin(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let site: LoadedSite | undefined;
  const current = () => (site ??= loadSite(root));

  const moduleCode = (id: string): string => {
    const loaded = current();
    if (!loaded.data) throw Object.assign(new Error(contentFailure(root, loaded).message), contentFailure(root, loaded));
    if (id === SITE_MODULE) return siteModuleCode(loaded.data);
    if (id === ROUTES_MODULE) return routesModuleCode(loaded.data);
    const code = pageModuleCode(loaded.data, id.slice(PAGE_MODULE_PREFIX.length));
    if (!code) throw new Error(`No route has the page id of ${id}`);
    return code;
  };

  const reloadOnContentChange = (server: ViteDevServer) => {
    server.watcher.add([join(root, 'pages.yaml'), join(root, 'content')]);
    server.watcher.on('all', (_event, file) => {
      const relativeFile = file.startsWith(root) ? file.slice(root.length + 1) : file;
      const watched = relativeFile === 'pages.yaml' || (relativeFile.startsWith('content/') && !relativeFile.startsWith('content/public/'));
      if (!watched) return;
      site = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED) && isContentModule(module.id.slice(RESOLVED.length))) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
    });
  };

  return {
    name: 'academy-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    buildStart() {
      if (!isBuild) return;
      site = undefined;
      const loaded = current();
      for (const warning of loaded.warnings) this.warn(formatContentError(warning));
      if (loaded.errors.length) this.error(contentFailure(root, loaded));
      for (const file of loaded.files) this.addWatchFile(join(root, file));
    },
    resolveId(id) {
      return isContentModule(id) ? RESOLVED + id : undefined;
    },
    load(id) {
      const bare = id.startsWith(RESOLVED) ? id.slice(RESOLVED.length) : undefined;
      return bare && isContentModule(bare) ? moduleCode(bare) : undefined;
    },
    configureServer: reloadOnContentChange,
  };
}
