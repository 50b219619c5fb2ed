import { unitTestConfig } from './vitest.config.ts';

/*
 * The unit tests as mutation testing runs them, in the same two groups, less three files.
 * - firebaseBuild bundles the site with Vite and asserts what the bundle holds. Under mutation
 *   testing every source file carries all of its mutants side by side, switched at run time, so a
 *   bundle always holds every branch, and that test can judge neither the real code nor a mutant.
 * - the two dev server files start Vite dev servers, seconds each, for every mutant they cover, and
 *   a mutant that breaks the server makes them wait for their timeout. The dev server's error page
 *   and report are tested directly by devErrorPage.test.ts instead; its plugin (devPagesPlugin.ts) is
 *   left out of the mutated files.
 */
export default unitTestConfig(['tests/unit/services/blog/firebaseBuild.test.ts', 'tests/unit/engine/dev/devServer.test.ts']);
