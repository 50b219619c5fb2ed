import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, loadConfigFromFile, type Logger, type PluginOption, type ViteDevServer } from 'vite';
import { devPagesPlugin } from '../../../../scripts/engine/dev/devPagesPlugin';
import { REPO_ROOT } from '../../../support/repository';

const projectRoot = REPO_ROOT;

/** A dev server of the project's own config, on a free port, reading a copy of the content that tests may break. */
export interface DevSite {
  readonly server: ViteDevServer;
  readonly url: string;
  readonly contentRoot: string;
  /** What the server printed as errors, one entry per call of the logger. */
  readonly printed: string[];
  /** Changes a content file and resolves once the server has seen the change (no fixed wait). */
  edit(file: string, change: (text: string) => string): Promise<void>;
  /** Puts a content file back as the project has it. */
  restore(file: string): Promise<void>;
  page(path: string): Promise<{ status: number; html: string }>;
  close(): Promise<void>;
}

function capturingLogger(printed: string[]): Logger {
  const logger = createLogger('silent');
  return { ...logger, error: (message) => void printed.push(message), warn: (message) => void printed.push(message), info: () => undefined };
}

export async function startDevSite(): Promise<DevSite> {
  const contentRoot = mkdtempSync(join(tmpdir(), 'academy-dev-'));
  cpSync(join(projectRoot, 'pages.yaml'), join(contentRoot, 'pages.yaml'));
  cpSync(join(projectRoot, 'content'), join(contentRoot, 'content'), { recursive: true });
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, join(projectRoot, 'vite.config.ts'), projectRoot, 'silent');
  const plugins = (loaded!.config.plugins ?? []).flat() as PluginOption[];
  const printed: string[] = [];
  const server = await createServer({
    ...loaded!.config,
    configFile: false,
    root: projectRoot,
    // Apart from other dev servers' dependency cache; kept between runs so they stay quick.
    cacheDir: join(tmpdir(), 'academy-dev-test-vite-cache'),
    plugins: plugins.map((plugin) => (plugin && 'name' in plugin && plugin.name === 'academy-dev-pages' ? devPagesPlugin({ contentRoot }) : plugin)),
    server: { port: 0, host: '127.0.0.1', strictPort: false },
    customLogger: capturingLogger(printed),
    clearScreen: false,
  });
  await server.listen();
  // A page of the whole site takes the server seconds to load on a busy machine; meanwhile it must
  // not close the connection the test's next request is already on its way over (ECONNRESET).
  (server.httpServer as Server).keepAliveTimeout = 10 * 60_000;
  const address = server.httpServer!.address();
  if (!address || typeof address === 'string') throw new Error('The dev server did not listen on a port');
  const url = `http://127.0.0.1:${address.port}`;

  const changeSeen = (absolute: string) =>
    new Promise<void>((done) => {
      const listener = (_event: string, file: string) => {
        if (file !== absolute) return;
        server.watcher.off('all', listener);
        done();
      };
      server.watcher.on('all', listener);
    });

  const write = async (file: string, text: string) => {
    const absolute = join(contentRoot, file);
    const seen = changeSeen(absolute);
    writeFileSync(absolute, text);
    await seen;
  };

  return {
    server,
    url,
    contentRoot,
    printed,
    edit: (file, change) => write(file, change(readFileSync(join(contentRoot, file), 'utf8'))),
    restore: (file) => write(file, readFileSync(join(projectRoot, file), 'utf8')),
    page: async (path) => {
      const response = await fetch(url + path, { headers: { accept: 'text/html' } });
      return { status: response.status, html: await response.text() };
    },
    close: async () => {
      await server.close();
      rmSync(contentRoot, { recursive: true, force: true });
    },
  };
}
