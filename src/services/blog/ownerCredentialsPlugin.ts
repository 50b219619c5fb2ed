import { loadEnv, type Plugin } from 'vite';
import { hashOwnerCredentials } from './ownerCredentials';

const MODULE_ID = 'virtual:blog-owner';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Used when SITE_OWNER_USERNAME / SITE_OWNER_PASSWORD are not set; README.md documents them. */
export const PREVIEW_OWNER = { username: 'owner', password: 'bismillah-preview' } as const;

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

/** SITE_OWNER_* from the environment or the .env files, the environment winning (as Vite does). */
export function ownerEnv(mode: string, envDir: string | false): OwnerEnv {
  return loadEnv(mode, envDir, 'SITE_OWNER_');
}

/**
 * Serves `virtual:blog-owner` to the local blog store: the owner login from SITE_OWNER_USERNAME /
 * SITE_OWNER_PASSWORD (the environment or .env), hashed when the site is built.
 */
export function ownerCredentialsPlugin(): Plugin {
  let env: OwnerEnv = process.env;
  let code: Promise<string> | undefined;
  return {
    name: 'academy-blog-owner',
    configResolved(config) {
      env = ownerEnv(config.mode, config.envDir);
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      code ??= ownerModuleCode(env);
      return code;
    },
  };
}
