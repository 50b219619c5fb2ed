import { describe, expect, it } from 'vitest';
import { islandEntries, islandLoadersModule } from '../../../../scripts/engine/vite/islandEntries';
import { blockDefinitions } from '../../../../src/blocks/definitions';
import { REPO_ROOT } from '../../../support/repository';
import { tempFolders } from '../../support/tempFolders';

const folder = tempFolders('academy-islands-');

const LIST = `import { a } from './a/block';
import { b } from './b/block';
export const blockDefinitions = [a, b] as const;
`;
const staticBlock = (name: string) => `export const ${name} = defineBlock(${name}Block, { example: {}, load: () => import('./View').then((module) => module.View) });\n`;
const island = (name: string, load: string) => `export const ${name} = defineIsland(${name}Block, {\n  example: {},\n  hydrate: 'load',\n  load: ${load},\n});\n`;

/** A project holding a block list of a static block `a` and an island `b` with the given `load`. */
function project(load: string, extra: Record<string, string> = {}) {
  return folder({
    'src/blocks/definitions.ts': LIST,
    'src/blocks/a/block.ts': staticBlock('a'),
    'src/blocks/b/block.ts': island('b', load),
    'src/blocks/b/B.client.tsx': 'export function B() { return null; }\n',
    ...extra,
  });
}

describe("the islands' entries, read from the block definitions", () => {
  // Through the module the build gives the browser, as the island runtime imports it.
  it("are exactly the site's islands, each loading the component its definition loads", { timeout: 60_000 }, async () => {
    const { islandLoaders } = await import('virtual:island-loaders');
    const definitions = blockDefinitions.filter((definition) => definition.kind === 'island');
    expect(Object.keys(islandLoaders)).toEqual(definitions.map((definition) => definition.type));
    expect(islandEntries(REPO_ROOT).islands.map((entry) => entry.type)).toEqual(definitions.map((definition) => definition.type));
    for (const definition of definitions) expect(await islandLoaders[definition.type]?.(), definition.type).toBe(await definition.load());
  });

  it('name the list and every definition as the files they were read from', () => {
    const root = project("() => import('./B.client').then((module) => module.B)");
    expect(islandEntries(root).files).toEqual(['src/blocks/definitions.ts', 'src/blocks/a/block.ts', 'src/blocks/b/block.ts']);
  });

  it('leave static blocks out and find the module with its extension', () => {
    const root = project("() => import('./B.client').then((m) => m.B)");
    expect(islandEntries(root).islands).toEqual([{ type: 'b', module: 'src/blocks/b/B.client.tsx', exportName: 'B' }]);
  });

  it.each([
    ['a load that is not an import', '() => Promise.resolve(B)'],
    ['a load that takes an argument', "(x) => import('./B.client').then((module) => module.B)"],
    ['a load that picks from another value', "() => import('./B.client').then((module) => other.B)"],
    ['a load that picks nothing', "() => import('./B.client').then((module) => module)"],
    ['a load that imports a computed module', "() => import(name).then((module) => module.B)"],
  ])('refuse %s, naming the file, the line and the shape expected', (_, load) => {
    const root = project(load);
    expect(() => islandEntries(root)).toThrow(
      "src/blocks/b/block.ts:4: expected the island's `load: () => import('./Component.client').then((module) => module.Component)`",
    );
  });

  it('refuse a load whose module is not there', () => {
    const root = project("() => import('./Missing.client').then((module) => module.B)");
    expect(() => islandEntries(root)).toThrow('src/blocks/b/block.ts:4: "./Missing.client" names no .tsx or .ts file beside the definition');
  });

  it('refuse an island without a load', () => {
    const root = project('undefined', { 'src/blocks/b/block.ts': "export const b = defineIsland(bBlock, { example: {} });\n" });
    expect(() => islandEntries(root)).toThrow("src/blocks/b/block.ts:1: expected the island's `load:");
  });

  it('refuse a list entry that is not a definition imported from its folder', () => {
    const root = project("() => import('./B.client').then((module) => module.B)", {
      'src/blocks/definitions.ts': "import { a } from './a/block';\nexport const blockDefinitions = [a, c] as const;\n",
    });
    expect(() => islandEntries(root)).toThrow('src/blocks/definitions.ts:2: expected each entry of blockDefinitions to be a definition imported by name from its block folder');
  });

  it('refuse a list it cannot find', () => {
    const root = project("() => import('./B.client').then((module) => module.B)", { 'src/blocks/definitions.ts': 'export const blocks = [];\n' });
    expect(() => islandEntries(root)).toThrow('src/blocks/definitions.ts: expected `export const blockDefinitions = [ ... ] as const`');
  });

  it('refuse a folder whose definition is not exported by the name the list imports', () => {
    const root = project("() => import('./B.client').then((module) => module.B)", { 'src/blocks/a/block.ts': staticBlock('other') });
    expect(() => islandEntries(root)).toThrow('src/blocks/a/block.ts: expected `export const a = defineBlock(...)` or `defineIsland(...)`');
  });
});

describe("the browser's module", () => {
  it('loads each component on demand, by block type, from the root of the project', () => {
    expect(islandLoadersModule([{ type: 'shop', module: 'src/blocks/shop/Shop.client.tsx', exportName: 'Shop' }])).toBe(
      'export const islandLoaders = {\n  "shop": () => import("/src/blocks/shop/Shop.client.tsx").then((module) => module.Shop),\n};\n',
    );
  });
});
