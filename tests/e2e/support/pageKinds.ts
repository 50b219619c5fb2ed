import { loadValidSite } from '../../../scripts/engine/content/loadSite';
import { servedPathFor } from '../../../scripts/engine/prerender/pageFiles';
import { blockDefinitions } from '../../../src/blocks/definitions';

/** One page of each kind, where it is served, and the types of its blocks in order. */
export interface PageKind {
  readonly path: string;
  readonly blockTypes: readonly string[];
}

let kindsRead: PageKind[] | undefined;

/**
 * Where the test runner leaves the kinds it read for its workers (a worker knows itself by its
 * TEST_WORKER_INDEX), which it starts after listing the tests and which inherit its environment:
 * each would otherwise load the whole site again for the same answer, and a site changed in between
 * would give its tests other names than those listed.
 */
const HANDED_TO_WORKERS = 'E2E_PAGE_KINDS';

/**
 * One route of each kind of page: the first, in pages.yaml's order, of each distinct sequence of
 * block types. Pages made by one template (the seven courses, the product pages, the 114 surahs)
 * or of the same blocks differ in their words, not in what a browser does with them; the built
 * pages' tests (tests/built) read every page for what needs no browser. A page of a new kind is
 * swept as soon as pages.yaml has it. The catch-all route is served as /404.html.
 */
function pageKinds(): PageKind[] {
  // Loading the site's 6,400 pages takes seconds: the runner does it once, for every spec and worker.
  if (!kindsRead) {
    const handed = process.env.TEST_WORKER_INDEX === undefined ? undefined : process.env[HANDED_TO_WORKERS];
    kindsRead = handed ? (JSON.parse(handed) as PageKind[]) : readKinds();
    process.env[HANDED_TO_WORKERS] = JSON.stringify(kindsRead);
  }
  return kindsRead;
}

function readKinds(): PageKind[] {
  const site = loadValidSite(process.cwd());
  const kinds = new Map<string, PageKind>();
  for (const route of site.data.routes) {
    const blockTypes = route.blocks.map((block) => block.type);
    const key = blockTypes.join(' ');
    if (!kinds.has(key)) kinds.set(key, { path: servedPathFor(route.path), blockTypes });
  }
  return [...kinds.values()];
}

/**
 * Fewer pages that between them hold every type of block: in pages.yaml's order, each route with a
 * block type no route before it had. For what a block does alike wherever it stands (its controls
 * under the keyboard, its text on a phone), where page kinds would open many pages of the same
 * blocks in another order. A new type of block is swept as soon as a page uses it.
 */
export function pagesWithEveryBlock(): PageKind[] {
  const swept = new Set<string>();
  return pageKinds().filter(({ blockTypes }) => {
    if (blockTypes.every((type) => swept.has(type))) return false;
    for (const type of blockTypes) swept.add(type);
    return true;
  });
}

const islandTypes = new Set<string>(blockDefinitions.filter((definition) => definition.kind === 'island').map((definition) => definition.type));

/**
 * The pages that hold every block (above), and besides them the first page of each other set of
 * islands: what a page runs, and so its console, its policy and the scripts it loads, depends on
 * which islands it has, not on the order or the words of its static blocks.
 */
export function pagesWithEveryIslandSet(): PageKind[] {
  const chosen = pagesWithEveryBlock();
  const islandSet = (kind: PageKind) => kind.blockTypes.filter((type) => islandTypes.has(type)).sort().join(' ');
  const sets = new Set(chosen.map(islandSet));
  for (const kind of pageKinds()) {
    if (sets.has(islandSet(kind))) continue;
    sets.add(islandSet(kind));
    chosen.push(kind);
  }
  return chosen;
}
