import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/*
 * The unit tests as mutation testing runs them. One file is left out: it bundles the site with
 * Vite and asserts what the bundle holds. Under mutation testing every source file carries all of
 * its mutants side by side, switched at run time, so a bundle always holds every branch, and that
 * test can judge neither the real code nor a mutant.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: { exclude: ['tests/unit/firebaseBuild.test.ts', '**/node_modules/**'] },
  }),
);
