import { defineConfig } from 'vitest/config';

/*
 * The tests over the built site (dist/), which `npm test` runs after `npm run build:test`: what a
 * page holds as served, checked on every page without a browser. They parse HTML with jsdom's
 * parser and run no page's scripts, so they need neither the site's Vite plugins nor a DOM
 * environment of their own.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    // The files only read dist/ and change nothing of their process: one process per worker loads
    // jsdom and parses each page once, not once per file.
    isolate: false,
    // A test that reads every page parses them all first: seconds, not the unit tests' milliseconds,
    // and under `npm test` it shares the machine with the unit tests (on a busy machine, minutes).
    testTimeout: 240_000,
  },
});
