// Mutation testing: small deliberate breakages (a flipped condition, an emptied string, a removed
// call) in the site's logic, each run against the unit tests. A breakage no test notices marks
// a behaviour the tests do not pin down. Run with `npm run test:mutation`; the HTML report is
// written to .reports/mutation/index.html and `scripts/tools/mutationScores.ts` prints the
// score of each folder.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // A static mutant changes code that runs once, as its module loads (mostly the zod declarations
  // of the schemas). No single test can be said to cover it, so Stryker would rerun every related
  // test file for each one: about half the mutants here, and more than nine hours on two cores.
  // They are reported as ignored; the schemas' declarations are pinned by the tests that parse
  // good and bad content through them.
  ignoreStatic: true,
  mutate: [
    // content loading and validation, as editors meet it: in the build, the dev server and the JSON Schemas
    'scripts/engine/content/**/*.ts',
    'scripts/engine/dev/**/*.ts',
    'scripts/engine/schemas/**/*.ts',
    // the dev server's plugin: glue between Vite and the content, tested by starting dev servers
    '!scripts/engine/dev/devPagesPlugin.ts',
    // the commands that write the JSON Schemas and the catalogue: a few lines around the modules above
    '!scripts/engine/generate*.ts',
    // the schemas every content file and stored post passes through
    'src/schema/**/*.ts',
    'src/app/page/*.ts',
    'src/config/environment.ts',
    // the services: blog, contact, Quran, WhatsApp, offline
    'src/services/**/*.ts',
    // the security headers and hosting configuration
    'src/hosting/**/*.ts',
    'scripts/engine/hosting/hostingConfig.ts',
    // the shop's cart, and the reader's choices of surah, translation and ayah
    'src/blocks/shop/cart.ts',
    'src/blocks/shop/cartStore.ts',
    'src/blocks/quran-settings/settings.ts',
    'src/blocks/surah-index/filter.ts',
    '!**/*.d.ts',
  ],
  // Every Stryker sandbox, so that runs given their own temp folder name do not copy each other's.
  ignorePatterns: ['dist', 'dist-*', '.reports', 'test-results', 'playwright-report', '.git', '.stryker-tmp*'],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: '.reports/mutation/index.html' },
  jsonReporter: { fileName: '.reports/mutation/mutation.json' },
  // With --incremental, what a run found is kept here, beside the reports, for the next run to reuse.
  incrementalFile: '.reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  timeoutMS: 20000,
  // The first run of every unit test, with coverage, takes minutes on two cores, more when the machine
  // is busy; Stryker's default of five gave up on a machine running the browser tests beside it.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 85, break: null },
};
