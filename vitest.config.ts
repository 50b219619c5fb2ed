import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { islandLoadersPlugin } from './scripts/engine/vite/islandLoadersPlugin.ts';
import { siteConfigPlugin } from './scripts/engine/vite/siteConfigPlugin.ts';

export default defineConfig({
  // The unit tests see the zero-configuration site, whatever this machine's environment holds;
  // a test that needs a service configured says so through its own fake.
  plugins: [vanillaExtractPlugin(), siteConfigPlugin({ variables: {} }), islandLoadersPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A child process per worker (the default), not worker threads: the tests of dates in other
    // time zones set TZ, which a thread cannot change for itself, and would be skipped.
  },
});
