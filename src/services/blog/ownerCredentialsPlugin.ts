import { resolve } from 'node:path';
import { loadEnv, type Logger, type Plugin, type UserConfig } from 'vite';
import { firebaseConfigFrom, missingFirebaseVariables } from './config.ts';
import { hashOwnerCredentials } from './ownerCredentials.ts';
import type { BlogStore } from './store';

const MODULE_ID = 'virtual:blog-owner';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Replaced in the site's code by the store this build uses (see src/services/blog/index.ts). */
export const STORE_KIND_CONSTANT = 'import.meta.env.BLOG_STORE';

/** Used when SITE_OWNER_USERNAME / SITE_OWNER_PASSWORD are not set; README.md documents them. */
export const PREVIEW_OWNER = { username: 'owner', password: 'bismillah-preview' } as const;

type Env = Readonly<Record<string, unknown>>;

interface OwnerEnv {
  readonly SITE_OWNER_USERNAME?: string | undefined;
  readonly SITE_OWNER_PASSWORD?: string | undefined;
}

/** The owner's login as the build takes it: the configured pair, else the preview pair. */
export function ownerLogin(env: OwnerEnv): { username: string; password: string } {
  return {
    username: env.SITE_OWNER_USERNAME?.trim() || PREVIEW_OWNER.username,
    password: env.SITE_OWNER_PASSWORD || PREVIEW_OWNER.password,
  };
}

/** The module's code: the salted hash of the pair, never the pair itself. */
export async function ownerModuleCode(env: OwnerEnv): Promise<string> {
  const { username, password } = ownerLogin(env);
  return `export default ${JSON.stringify(await hashOwnerCredentials(username, password))};\n`;
}

/** The module's code in a Firebase build: no owner login at all (the local store is not built in). */
export const NO_OWNER_MODULE_CODE = 'export default null;\n';

/** SITE_OWNER_* from the environment or the .env files, the environment winning (as Vite does). */
export function ownerEnv(mode: string, envDir: string | false): OwnerEnv {
  return loadEnv(mode, envDir, 'SITE_OWNER_');
}

/** The store a build uses, by the same rule as the site: Firebase when all six variables are set. */
export function blogStoreFor(env: Env): BlogStore['kind'] {
  return firebaseConfigFrom(env) ? 'firebase' : 'local';
}

interface BuildKind {
  readonly command: 'build' | 'serve';
  /** The server build renders pages and is not published; the browser build warns for both. */
  readonly ssr: boolean;
}

/**
 * What a production build of the browser's code says when its blog is the local store, which is a
 * demo for one browser; null when there is nothing to say (Firebase, the dev server, the server build).
 */
export function localStoreWarning(env: Env, { command, ssr }: BuildKind): string | null {
  if (command !== 'build' || ssr || blogStoreFor(env) === 'firebase') return null;
  return [
    'WARNING: this site is built with the LOCAL blog store, a demo for one browser, not for production.',
    "  Blogs and the owner's sign-in are kept in each visitor's own browser (localStorage): nobody else",
    "  sees them, and anyone can change them with the browser's developer tools.",
    `  For a real blog, set all six Firebase variables (missing: ${missingFirebaseVariables(env).join(', ')}).`,
    '  README.md, "The blog", explains both.',
  ].join('\n');
}

/** Where Vite will read the .env files, from the configuration as written (before Vite resolves it). */
function envDirOf(config: UserConfig): string | false {
  if (config.envDir === false) return false;
  return resolve(config.root ?? process.cwd(), config.envDir ?? '');
}

/**
 * The build's blog settings. It decides the store once, from the same six variables as the site, and
 * gives the site that decision as a constant: the other store's code is then dead and left out of the
 * bundle (a Firebase build carries no local store and no owner hash). It serves `virtual:blog-owner`
 * to the local store: the owner login from SITE_OWNER_USERNAME / SITE_OWNER_PASSWORD (the environment
 * or .env), hashed when the site is built; nothing in a Firebase build. And `vite build` warns while
 * the local store is the blog's.
 */
export function ownerCredentialsPlugin(): Plugin {
  let kind: BlogStore['kind'] = 'local';
  let env: OwnerEnv = process.env;
  let warning: string | null = null;
  let logger: Logger | undefined;
  let code: Promise<string> | undefined;
  return {
    name: 'academy-blog-owner',
    config(config, { mode }) {
      kind = blogStoreFor(loadEnv(mode, envDirOf(config), 'VITE_'));
      return { define: { [STORE_KIND_CONSTANT]: JSON.stringify(kind) } };
    },
    configResolved(config) {
      // config.env is what the site's code reads as import.meta.env; the site must agree with the constant.
      if (blogStoreFor(config.env) !== kind) throw new Error(`the blog store (${kind}) was decided from other settings than the site's`);
      env = ownerEnv(config.mode, config.envDir);
      warning = localStoreWarning(config.env, { command: config.command, ssr: Boolean(config.build.ssr) });
      logger = config.logger;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (kind === 'firebase') return NO_OWNER_MODULE_CODE;
      code ??= ownerModuleCode(env);
      return code;
    },
    closeBundle() {
      // At the end, under the list of written files, where it is seen.
      if (warning) logger?.warn(`\n${warning}\n`);
    },
  };
}
