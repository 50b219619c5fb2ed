import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BLOGS_KEY, LOCAL_SESSION_KEY } from '../../../../src/services/blog/local';
import { REPO_ROOT } from '../../../support/repository';

/*
 * The browser's build of the site (vite.config.ts, as `vite build` runs it), once for a made-up
 * Firebase project and once with the local store, each into a temporary folder. The browser build is
 * what visitors download; the server build only renders the pages and is not published.
 */

const root = REPO_ROOT;
const work = mkdtempSync(join(tmpdir(), 'blog-build-'));

const fakeFirebase = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-test-key-for-a-project-that-does-not-exist',
  VITE_FIREBASE_AUTH_DOMAIN: 'academy-build-test.firebaseapp.com',
  VITE_FIREBASE_DATABASE_URL: 'https://academy-build-test-default-rtdb.firebaseio.com',
  VITE_FIREBASE_PROJECT_ID: 'academy-build-test',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_BLOG_OWNER_UID: 'test-owner-uid',
};

/** The local store's own modules: what opens it, the store, and the owner check it alone uses. */
const localModules = ['src/services/blog/openLocalStore.ts', 'src/services/blog/local.ts', 'src/services/blog/ownerCredentials.ts'];
const ownerModuleId = '\0virtual:blog-owner';

/** What only the local store's code or its owner login would put in a file. */
const localMarkers: readonly (string | RegExp)[] = [
  'academy.blog.', // the prefix of its localStorage keys
  LOCAL_BLOGS_KEY,
  LOCAL_SESSION_KEY,
  'savedBlogsNotJson', // the name of its own failure (its words are the page's)
  'noOwnerLogin', // the site's code that opens it
  'PBKDF2', // the owner check
  /\bsalt\b/, // the keys of the hashed login: {salt, hash, iterations}
  /\biterations\b/,
];

interface Built {
  /** Every file written, as text (a font read as text simply never matches). */
  readonly files: ReadonlyMap<string, string>;
  /** Every module in a written chunk. */
  readonly moduleIds: ReadonlySet<string>;
  /** The code of `virtual:blog-owner` when the build loaded it. */
  readonly ownerModule: string | undefined;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Builds the browser's code with these settings as the only .env, the environment's left out. */
async function buildSite(name: string, env: Record<string, string>): Promise<Built> {
  const envDir = join(work, `${name}-env`);
  const outDir = join(work, name);
  mkdirSync(envDir);
  writeFileSync(join(envDir, '.env'), Object.entries(env).map(([key, value]) => `${key}=${value}\n`).join(''));
  const moduleIds = new Set<string>();
  let ownerModule: string | undefined;
  const observer: Plugin = {
    name: 'test-observe-build',
    transform(code, id) {
      if (id === ownerModuleId) ownerModule = code;
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') for (const id of file.moduleIds) moduleIds.add(id);
    },
  };
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    envDir,
    mode: 'production',
    logLevel: 'silent',
    plugins: [observer],
    build: { outDir, emptyOutDir: true },
  });
  const files = new Map(filesUnder(outDir).map((path) => [path.slice(outDir.length + 1), readFileSync(path, 'utf8')]));
  return { files, moduleIds, ownerModule };
}

function filesContaining(built: Built, marker: string | RegExp): string[] {
  return [...built.files].filter(([, text]) => (typeof marker === 'string' ? text.includes(marker) : marker.test(text))).map(([path]) => path);
}

/** The site's own modules in the bundle, relative to the project. */
function siteModules(built: Built): string[] {
  return [...built.moduleIds].map((id) => (id.startsWith(root) ? relative(root, id) : id));
}

/** Settings the shell may carry would change which store is built; each build here names its own. */
const shellSettings = Object.keys(process.env).filter((key) => /^(VITE_FIREBASE_|VITE_BLOG_OWNER_UID$|SITE_OWNER_)/.test(key));
const savedShell = Object.fromEntries(shellSettings.map((key) => [key, process.env[key]]));

let firebase: Built;
let local: Built;

beforeAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- only delete unsets a variable: assigning undefined to process.env stores the string "undefined"
  for (const key of shellSettings) delete process.env[key];
  firebase = await buildSite('firebase', fakeFirebase);
  local = await buildSite('local', {});
}, 120_000);

afterAll(() => {
  Object.assign(process.env, savedShell);
  rmSync(work, { recursive: true, force: true });
});

describe('a Firebase build', () => {
  it('is one: the Firebase store and the project are in it', () => {
    expect(siteModules(firebase)).toContain('src/services/blog/firebase.ts');
    expect(filesContaining(firebase, fakeFirebase.VITE_FIREBASE_DATABASE_URL).length).toBeGreaterThan(0);
  });

  it('never loads the owner login, so none is made', () => {
    expect(firebase.ownerModule).toBeUndefined();
  });

  it('bundles none of the local store modules', () => {
    const modules = siteModules(firebase);
    for (const module of [...localModules, ownerModuleId]) expect(modules).not.toContain(module);
  });

  it.each(localMarkers.map((marker) => [String(marker), marker] as const))('has no file containing %s', (_label, marker) => {
    expect(firebase.files.size).toBeGreaterThan(100);
    expect(filesContaining(firebase, marker)).toEqual([]);
  });
});

describe('a local build (the same search finds what it looks for)', () => {
  it('carries the owner login: its salt and hash are in a file', () => {
    expect(local.ownerModule).toBeDefined();
    const { salt, hash } = JSON.parse(local.ownerModule!.replace(/^export default /, '').replace(/;\s*$/, '')) as { salt: string; hash: string };
    expect(filesContaining(local, salt)).toHaveLength(1);
    expect(filesContaining(local, hash)).toHaveLength(1);
  });

  it('bundles the local store and its markers, and not the Firebase store', () => {
    const modules = siteModules(local);
    for (const module of [...localModules, ownerModuleId]) expect(modules).toContain(module);
    expect(modules).not.toContain('src/services/blog/firebase.ts');
    for (const marker of localMarkers) expect(filesContaining(local, marker), String(marker)).not.toEqual([]);
  });
});
