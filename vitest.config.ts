import { readdirSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { islandLoadersPlugin } from './scripts/engine/vite/islandLoadersPlugin.ts';
import { siteConfigPlugin } from './scripts/engine/vite/siteConfigPlugin.ts';

const unitTestFiles = 'tests/unit/**/*.test.{ts,tsx}';

/**
 * What a test file changes for the whole process it runs in: a module replaced (vi.mock), a built-in
 * prototype patched, or the time zone. Such a file runs alone in a fresh process; the others share
 * their workers' processes and loaded modules. (Globals and environment variables stubbed with vi
 * are put back after every test, below.)
 */
const changesItsProcess = /\bvi\.(mock|doMock)\(|\.prototype\.\w+ =|process\.env\.TZ\b/;

const isolatedFiles = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`)
  .filter((file) => changesItsProcess.test(readFileSync(file, 'utf8')));

/** The unit tests in two groups, less the files in `leftOut`: the shared group first, then the isolated. */
function unitTestProjects(leftOut: string[]): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      // Loading the site's modules afresh for every file was three quarters of the run (about 130
      // of 180 seconds over the block tests alone); files that change nothing of their process
      // need no fresh one.
      test: { name: 'shared', include: [unitTestFiles], exclude: [...isolatedFiles, ...leftOut], isolate: false, sequence: { groupOrder: 0 } },
    },
    {
      extends: true,
      // A child process per file (the default pool), not worker threads: the tests of dates in
      // other time zones set TZ, which a thread cannot change for itself, and would be skipped.
      // After the shared files, not beside them: interleaved, the two ran longer than one after the other.
      test: { name: 'isolated', include: isolatedFiles, exclude: leftOut, sequence: { groupOrder: 1 } },
    },
  ];
}

/**
 * The style files (`*.css.ts`) run as the modules they are, their class names made as the page's
 * script makes them: compiling each one through a second bundler, as a build does, took a third of
 * the unit tests' time. The build still compiles them. What a test renders carries the class names
 * and no style sheet, as before: the styles are not put into the test's document (vanilla-extract
 * would inject them into jsdom), so no test depends on how the site looks.
 */
function styleFilesAsModules(): Plugin[] {
  const injectNoStyles: Plugin = {
    name: 'unit-tests-inject-no-styles',
    enforce: 'post',
    transform(code, id) {
      if (!(id.split('?')[0] ?? '').endsWith('.css.ts')) return null;
      return { code: `import { mockAdapter, setAdapter } from '@vanilla-extract/css/adapter'; setAdapter(mockAdapter); ${code}`, map: null };
    },
  };
  return [...vanillaExtractPlugin({ unstable_mode: 'transform' }), injectNoStyles];
}

/** The unit tests' configuration, less the files in `leftOut` (mutation testing leaves some out). */
export function unitTestConfig(leftOut: string[] = []) {
  return defineConfig({
    // The unit tests see the zero-configuration site, whatever this machine's environment holds;
    // a test that needs a service configured says so through its own fake.
    plugins: [...styleFilesAsModules(), siteConfigPlugin({ variables: {} }), islandLoadersPlugin()],
    test: {
      environment: 'node',
      unstubGlobals: true,
      unstubEnvs: true,
      projects: unitTestProjects(leftOut),
    },
  });
}

export default unitTestConfig();
