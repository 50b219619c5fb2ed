import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the tests, the benchmarks and the audits drive, found on the machine and never
 * downloaded: CHROMIUM_PATH, Debian's /usr/bin/chromium, or one Playwright already installed.
 * Undefined when there is none.
 */
export function installedChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here; that is expected.
  }
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same engine
 * without the browser around it, a quarter less work per test on two cores. It has no PDF viewer.
 * Without the shell, or with CHROMIUM_PATH set, the browser installedChromium finds.
 */
export function installedHeadlessShell(): string | undefined {
  const shell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROMIUM_PATH && existsSync(shell) ? shell : installedChromium();
}

/** A browser found on the machine; without one the run stops here and says how to get one. */
export function required(path: string | undefined): string {
  if (!path) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return path;
}
