import { describe, expect, test } from 'vitest';
import { staticImports, type Manifest } from '../../../../scripts/engine/prerender/manifest';

const manifest: Manifest = {
  'src/entry.ts': { file: 'assets/entry-1.js', isEntry: true, imports: ['_helper.js', '_shared.js'], dynamicImports: ['src/island.tsx'] },
  '_helper.js': { file: 'assets/helper-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_helper.js', '_deep.js'] },
  '_deep.js': { file: 'assets/deep-4.js' },
  'src/island.tsx': { file: 'assets/island-5.js', isDynamicEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-6.js' },
};

describe('staticImports', () => {
  test('lists what an entry imports at once, through each other, each once, as served paths', () => {
    expect(staticImports(manifest, 'src/entry.ts')).toEqual(['/assets/helper-2.js', '/assets/shared-3.js', '/assets/deep-4.js']);
  });

  test('leaves out what is imported only when an island wakes', () => {
    expect(staticImports(manifest, 'src/entry.ts')).not.toContain('/assets/island-5.js');
    expect(staticImports(manifest, 'src/entry.ts')).not.toContain('/assets/react-6.js');
  });

  test('is empty for an entry that imports nothing, or one the build does not have', () => {
    expect(staticImports(manifest, '_deep.js')).toEqual([]);
    expect(staticImports(manifest, 'src/missing.ts')).toEqual([]);
  });
});
