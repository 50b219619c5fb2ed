import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * The browser: CHROMIUM_PATH, Debian's /usr/bin/chromium, or one Playwright already installed.
 * Never downloads one: without a browser the run stops here and says how to get one.
 */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here; that is expected.
  }
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same engine
 * without the browser around it, a quarter less work per test on two cores. It has no PDF viewer,
 * so the tests tagged @pdf-viewer run in the full browser. Without the shell, or with CHROMIUM_PATH
 * set, every test runs in the browser findChromium finds.
 */
function findHeadlessShell(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROMIUM_PATH && existsSync(shell) ? shell : findChromium();
}

/** The tag of the tests that open a book in Chromium's PDF viewer. */
const needsPdfViewer = /@pdf-viewer/;

function launchOptions(executablePath: string) {
  return {
    executablePath,
    // The machine has no network beyond the registries: keep Chromium from calling home.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
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
  projects: [
    { name: 'chromium', grepInvert: needsPdfViewer, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(findHeadlessShell()) } },
    { name: 'chromium with its PDF viewer', grep: needsPdfViewer, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(findChromium()) } },
  ],
  webServer: {
    command: 'npx tsx scripts/engine/serve.ts',
    url: baseURL,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
