import { defineConfig, devices } from '@playwright/test';
import { installedChromium, installedHeadlessShell, required } from './scripts/tools/browser/chromium';

/**
 * The tag of the tests that open a book in Chromium's PDF viewer, which the headless shell lacks:
 * they run in the full browser, every other test in the shell.
 */
const needsPdfViewer = /@pdf-viewer/;

function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      // The machine has no network beyond the registries: keep Chromium from calling home.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--no-sandbox',
      '--disable-gpu',
      // Pages' JavaScript without V8's background threads (compiling, collecting garbage): with two
      // workers on two cores there is no idle core for them, and switching to them cost more than
      // they saved (the page-kind sweep took about 6 % less time without them).
      '--js-flags=--single-threaded',
      // Every test opens a new context and page; its first page load took 460 ms against 180 ms for
      // the next in the same page, much of it starting renderer processes. One renderer process per
      // browser where it can be shared cut that load to 340 ms, and the whole run by about 8 %.
      '--renderer-process-limit=1',
    ],
  };
}

const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core: Playwright's default of half the cores leaves a two-core machine's second
  // core idle, and the suite twice as long.
  workers: process.env.CI ? 2 : '100%',
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'off',
    // The site's service worker would answer requests the tests route and keep pages between
    // visits; tests/e2e/offline.spec.ts allows it, to test it.
    serviceWorkers: 'block',
  },
  // The few long tests in the full browser first: run last, they left one worker idle at the end.
  projects: [
    { name: 'chromium with its PDF viewer', grep: needsPdfViewer, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(required(installedChromium())) } },
    { name: 'chromium', grepInvert: needsPdfViewer, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(required(installedHeadlessShell())) } },
  ],
  webServer: {
    command: 'npx tsx scripts/engine/serve.ts',
    url: baseURL,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
