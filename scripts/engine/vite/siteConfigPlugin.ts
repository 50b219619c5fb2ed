import { resolve } from 'node:path';
import { loadEnv, type Logger, type Plugin, type UserConfig } from 'vite';
import { FIREBASE_VARIABLES, readConfig, type BuildConfig, type OwnerLogin, type SiteConfig } from '../../../src/config/environment.ts';
import { hashOwnerCredentials } from '../../../src/services/blog/ownerCredentials.ts';

const OWNER_MODULE_ID = 'virtual:blog-owner';
const RESOLVED_OWNER_MODULE_ID = `\0${OWNER_MODULE_ID}`;

/** Replaced in the site's code by the checked settings, and by the blog store alone (see src/config/site.ts). */
export const SITE_CONFIG_CONSTANT = '__SITE_CONFIG__';
export const BLOG_STORE_CONSTANT = '__BLOG_STORE__';

/** The owner module's code: the salted hash of the login, never the login itself. */
export async function ownerModuleCode(owner: OwnerLogin): Promise<string> {
  return `export default ${JSON.stringify(await hashOwnerCredentials(owner.username, owner.password))};\n`;
}

/** The owner module's code in a Firebase build: no owner login at all (the local store is not built in). */
export const NO_OWNER_MODULE_CODE = 'export default null;\n';

interface BuildKind {
  readonly command: 'build' | 'serve';
  /** The server build renders pages and is not published; the browser build warns for both. */
  readonly ssr: boolean;
}

/**
 * What a production build of the browser's code says when its blog is the local store, which is a
 * demo for one browser; null when there is nothing to say (Firebase, the dev server, the server build).
 */
export function localStoreWarning(site: SiteConfig, { command, ssr }: BuildKind): string | null {
  if (command !== 'build' || ssr || site.blog.store === 'firebase') return null;
  return [
    'WARNING: this site is built with the LOCAL blog store, a demo for one browser, not for production.',
    "  Blogs and the owner's sign-in are kept in each visitor's own browser (localStorage): nobody else",
    "  sees them, and anyone can change them with the browser's developer tools.",
    `  For a real blog, set all six Firebase variables (${Object.values(FIREBASE_VARIABLES).join(', ')}).`,
    '  README.md, "The blog", explains both.',
  ].join('\n');
}

/** Where Vite will read the .env files, from the configuration as written (before Vite resolves it). */
function envDirOf(config: UserConfig): string | false {
  if (config.envDir === false) return false;
  return resolve(config.root ?? process.cwd(), config.envDir ?? '');
}

/** The settings for a build: the environment and the .env files, the environment winning (as Vite does). */
export function buildConfigFor(mode: string, envDir: string | false): BuildConfig {
  return readConfig(loadEnv(mode, envDir, ''));
}

/**
 * The site's settings, read and checked once per build (readConfig): a mistake stops the build with
 * the names of the variables to fix. The site's code gets them as constants, the blog store among
 * them as its own literal, so the other store's code is dead and left out of the bundle. The local
 * store gets `virtual:blog-owner`, the owner login hashed when the site is built (nothing in a
 * Firebase build); and `vite build` warns while the local store is the blog's.
 *
 * `variables` replaces the environment and the .env files (the unit tests use none).
 */
export function siteConfigPlugin(options: { variables?: Readonly<Record<string, string | undefined>> } = {}): Plugin {
  let settings: BuildConfig | undefined;
  let warning: string | null = null;
  let logger: Logger | undefined;
  let ownerCode: Promise<string> | undefined;
  return {
    name: 'academy-site-config',
    config(config, { mode }) {
      settings = options.variables ? readConfig(options.variables) : buildConfigFor(mode, envDirOf(config));
      return {
        define: {
          [SITE_CONFIG_CONSTANT]: JSON.stringify(settings.site),
          [BLOG_STORE_CONSTANT]: JSON.stringify(settings.site.blog.store),
        },
      };
    },
    configResolved(config) {
      if (settings) warning = localStoreWarning(settings.site, { command: config.command, ssr: Boolean(config.build.ssr) });
      logger = config.logger;
    },
    resolveId(id) {
      return id === OWNER_MODULE_ID ? RESOLVED_OWNER_MODULE_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_OWNER_MODULE_ID || !settings) return undefined;
      if (settings.site.blog.store === 'firebase') return NO_OWNER_MODULE_CODE;
      ownerCode ??= ownerModuleCode(settings.owner);
      return ownerCode;
    },
    closeBundle() {
      // At the end, under the list of written files, where it is seen.
      if (warning) logger?.warn(`\n${warning}\n`);
    },
  };
}
