import { readdirSync, readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { islandLoadersPlugin } from './scripts/engine/vite/islandLoadersPlugin.ts';
import { siteConfigPlugin } from './scripts/engine/vite/siteConfigPlugin.ts';

const unitTestFiles = 'tests/unit/**/*.test.{ts,tsx}';

/** Setting the time zone takes a process of its own: a worker thread cannot change it for itself. */
const setsTimeZone = /process\.env\.TZ\b/;

/**
 * What a test file changes for the whole run it is in: a module replaced (vi.mock), a built-in
 * prototype patched, or the time zone. Such a file runs alone, in a fresh worker thread (in a fresh
 * process, if it sets the time zone); the others share their worker's loaded modules. (Globals and
 * environment variables stubbed with vi are put back after every test, below.)
 */
const changesItsProcess = /\bvi\.(mock|doMock)\(|\.prototype\.\w+ =|process\.env\.TZ\b/;

const unitTests = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`)
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

const isolatedTexts = unitTests.filter(({ text }) => changesItsProcess.test(text));
const isolatedFiles = isolatedTexts.map(({ file }) => file);
const timeZoneFiles = isolatedTexts.filter(({ text }) => setsTimeZone.test(text)).map(({ file }) => file);

/**
 * The files that ask for a DOM, in a shared group of their own. Vitest keeps a shared worker for the
 * next file only when it runs in the same environment: with the two kinds in one group, files of
 * each kind in turn meant fresh workers, each loading jsdom and the site's modules again (about 18
 * of the unit tests' 220 CPU seconds, and 10 s of their run).
 */
const domFiles = unitTests.filter(({ text }) => /@vitest-environment jsdom\b/.test(text)).map(({ file }) => file);

/** The unit tests in four groups, less the files in `leftOut`: the shared groups first (those without a DOM, then those with one), then the isolated ones. */
function unitTestProjects(leftOut: string[]): TestProjectInlineConfiguration[] {
  return [
    {
      extends: true,
      // Loading the site's modules afresh for every file was three quarters of the run (about 130
      // of 180 seconds over the block tests alone); files that change nothing of their process
      // need no fresh one.
      test: { name: 'shared', include: [unitTestFiles], exclude: [...isolatedFiles, ...domFiles, ...leftOut], isolate: false, sequence: { groupOrder: 0 } },
    },
    {
      extends: true,
      test: { name: 'shared with a DOM', include: domFiles, exclude: [...isolatedFiles, ...leftOut], isolate: false, sequence: { groupOrder: 1 } },
    },
    {
      extends: true,
      // A fresh worker thread per file: it starts quicker than a child process, and the isolated
      // files took a fifth less time in threads. After the shared files, not beside them:
      // interleaved, the two ran longer than one after the other.
      test: { name: 'isolated', include: isolatedFiles, exclude: [...timeZoneFiles, ...leftOut], pool: 'threads', sequence: { groupOrder: 2 } },
    },
    {
      extends: true,
      // A child process per file (the default pool): the tests of dates in other time zones set TZ,
      // which a thread cannot change for itself, and would be skipped.
      test: { name: 'time zones', include: timeZoneFiles, exclude: leftOut, sequence: { groupOrder: 2 } },
    },
  ];
}

/** The unit tests' configuration, less the files in `leftOut` (mutation testing leaves some out). */
export function unitTestConfig(leftOut: string[] = []) {
  return defineConfig({
    // The unit tests see the zero-configuration site, whatever this machine's environment holds;
    // a test that needs a service configured says so through its own fake.
    // A block's styles module gives its class names and nothing more: 'transform' runs it as it is
    // imported, where the default compiles every style module once more in the main process, whose
    // transforms the workers wait on (a tenth of the run). The styles it would inject into jsdom are
    // turned off, below: the tests' DOM has no style sheet, as before, and role queries stay quick.
    plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' }), siteConfigPlugin({ variables: {} }), islandLoadersPlugin()],
    test: {
      environment: 'node',
      setupFiles: ['@vanilla-extract/css/disableRuntimeStyles'],
      unstubGlobals: true,
      unstubEnvs: true,
      projects: unitTestProjects(leftOut),
    },
  });
}

export default unitTestConfig();
