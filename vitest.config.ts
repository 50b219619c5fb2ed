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
    // Worker threads start faster and hold less than a child process per worker: on two cores the
    // suite spends less of its time starting and transforming, the tests themselves unchanged.
    pool: 'threads',
  },
});
