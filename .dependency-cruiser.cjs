/**
 * The direction of every import, checked on each `npm test` (`npm run lint:deps`).
 *
 * From the top down: the tests; the repository's tools (scripts/tools: artwork, books, benchmarks,
 * audits, mutation scores), which may use the engine; the engine (scripts/engine: content loading
 * and validation, templates, prerender, dev server, link previews, hosting, JSON Schemas), which
 * may use the site; the site itself (src/). In src/: app (the page document, its server render,
 * the browser's island runtime, the dev client), layout (header, footer, chat button), blocks,
 * then ui, theme and linkedData, then schema, services, hosting and config, and i18n (the languages and the code's texts) at the bottom. A folder
 * may import from its own level's neighbours named below and from anything lower; never from
 * above, and never in a circle.
 */

/** Rules saying that each folder of a layer imports only the folders listed for it, besides itself. */
function layerRules(base, allowed, reason) {
  const folders = Object.keys(allowed);
  return folders
    .map((folder) => {
      const forbidden = folders.filter((other) => other !== folder && !allowed[folder].includes(other));
      return {
        name: `${base}/${folder} points down`,
        comment: `${base}/${folder} may import only from ${allowed[folder].length ? allowed[folder].map((other) => `${base}/${other}`).join(', ') : 'itself'}${reason}`,
        severity: 'error',
        from: { path: `^${base}/${folder}/` },
        to: { path: forbidden.length ? `^${base}/(${forbidden.join('|')})/` : '^$' },
      };
    })
    .filter((rule) => rule.to.path !== '^$');
}

const moveDown = ': move the shared code down to where both can reach it, or the importing code up.';

/** The src/ folders each folder may import from, besides itself. */
const site = layerRules(
  'src',
  {
    app: ['layout', 'blocks', 'ui', 'theme', 'linkedData', 'schema', 'services', 'hosting', 'config', 'i18n'],
    layout: ['blocks', 'ui', 'theme', 'schema', 'services', 'config', 'i18n'],
    blocks: ['ui', 'theme', 'linkedData', 'schema', 'services', 'config', 'i18n'],
    ui: ['theme', 'schema', 'config', 'i18n'],
    theme: ['i18n'],
    linkedData: ['schema', 'config', 'i18n'],
    services: ['schema', 'config', 'i18n'],
    hosting: ['schema', 'config', 'i18n'],
    schema: ['config', 'i18n'],
    config: [],
    i18n: [],
  },
  ' and packages' + moveDown,
);

/**
 * src/app by where its code runs: `server` renders pages (at build time and in the dev server),
 * `browser` is the island runtime, `dev` the dev server's client, `serviceWorker` the site's part of
 * the offline service worker; `page` is what a page is (its
 * schema), `island` what the server and the browser agree on about an island.
 */
const app = layerRules(
  'src/app',
  {
    server: ['page', 'island'],
    dev: ['browser', 'island'],
    browser: ['island'],
    serviceWorker: [],
    page: [],
    island: [],
  },
  moveDown,
);

/** The engine's parts; its commands (scripts/engine/*.ts) sit above them all. */
const engine = layerRules(
  'scripts/engine',
  {
    prerender: ['content', 'linkPreviews', 'hosting', 'draw'],
    dev: ['content'],
    schemas: ['content'],
    hosting: ['vite'],
    linkPreviews: ['draw'],
    content: [],
    draw: [],
    serve: [],
    vite: [],
  },
  ', src/ and packages' + moveDown,
);

/** Each tool stands alone on the engine and the site. */
const tools = layerRules('scripts/tools', { a11y: [], artwork: [], bench: [], books: [], browser: [], deps: [] }, ', the engine, src/ and packages: a tool does not lean on another tool.');

module.exports = {
  forbidden: [
    {
      name: 'no circles',
      comment: 'Two modules that import each other (directly or round a longer loop) cannot be understood, tested or moved apart: break the loop by moving what both need into a module below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...site,
    ...app,
    ...engine,
    ...tools,
    {
      name: 'the engine does not use the tools',
      comment: 'The tools (artwork, books, benchmarks, audits) stand on the engine, never the other way round: move what both need into scripts/engine.',
      severity: 'error',
      from: { path: '^scripts/engine/' },
      to: { path: '^scripts/tools/' },
    },
    {
      name: 'the island runtime carries no schema',
      comment: 'What the browser loads to wake islands must not pull in the block definitions or their zod schemas (types alone are fine): they belong to the server render.',
      severity: 'error',
      from: { path: '^src/app/browser/' },
      to: { path: '^src/blocks/(definitions|define)\\.ts$|/schema\\.ts$|^src/schema/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src stays out of the Node side',
      comment: 'The site (src/) runs in browsers and in the prerender: it never imports the build tools, generators or tests.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|tests)/|^vite\\.config' },
    },
    {
      name: 'scripts stay out of the tests',
      comment: 'Build and generator code must not depend on test code.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'browser code uses no Node modules',
      comment: 'What runs in the browser cannot load Node built-ins (node:fs, node:crypto...) or Vite: that code belongs in scripts/engine.',
      severity: 'error',
      from: { path: '^src/(app/(browser|dev|island|page|serviceWorker)|layout|blocks|ui|theme|linkedData|schema|services|config)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser code does not import Vite',
      comment: 'Vite plugins and the build API are Node-side: they belong in scripts/engine.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: 'node_modules/vite/' },
    },
    {
      name: 'Firebase only through its adapter',
      comment: 'The Firebase SDK is large and only the blog needs it: only src/services/blog/firebase.ts imports it, so no other page downloads it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/services/blog/firebase\\.ts$' },
      to: { path: 'node_modules/(firebase|@firebase)/' },
    },
    {
      name: 'the Firebase adapter loads on demand',
      comment: 'Only the blog service opens the Firebase adapter, and with import(): a build for the local store leaves it out, and the blog pages load it when they need it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/services/blog/index\\.ts$' },
      to: { path: '^src/services/blog/firebase\\.ts$' },
    },
    {
      name: 'the Firebase adapter is never imported statically',
      comment: 'A static import would put the Firebase SDK in every bundle that reaches the blog service.',
      severity: 'error',
      from: { path: '^src/services/blog/index\\.ts$' },
      to: { path: '^src/services/blog/firebase\\.ts$', dynamic: false },
    },
    {
      name: 'the blog service only from the blog blocks',
      comment: 'Only the blog, write, manage and login blocks read or write blogs; any other page stays free of the store code.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(services/blog|blocks/(blog-editor|blog-list|blog-manager|login-form))/' },
      to: { path: '^src/services/blog/' },
    },
    {
      name: 'every package is declared',
      comment: 'A package imported but not in package.json works only by accident of what else is installed: add it to dependencies or devDependencies.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'site code uses no dev-only package',
      comment: 'The site bundle (src/) may only import packages listed under dependencies.',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.css\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: 'node_modules/(@types|@vanilla-extract)/' },
    },
    {
      name: 'no unresolvable imports',
      comment: 'An import that resolves to nothing is a typo or a missing file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-[^/]*|dist-ssr|\\.reports|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], mainFields: ['module', 'main', 'types', 'typings'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
