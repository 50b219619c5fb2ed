import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

const files = sources(join(root, 'src')).map((path) => ({ path, code: readFileSync(join(root, path), 'utf8') }));
const importing = (pattern: RegExp) => files.filter(({ code }) => pattern.test(code)).map(({ path }) => path).sort();

/** Firebase must reach only the blog, login, write and manage pages, and only when it is configured. */
describe('where the blog code may be imported', () => {
  it('the Firebase SDK only from the Firebase adapter', () => {
    expect(importing(/from ['"]firebase\//)).toEqual(['src/services/blog/firebase.ts']);
  });

  it('the Firebase adapter only lazily, from the blog service', () => {
    expect(importing(/['"]\.\/firebase['"]|services\/blog\/firebase['"]/)).toEqual(['src/services/blog/index.ts']);
    expect(readFileSync(join(root, 'src/services/blog/index.ts'), 'utf8')).toMatch(/await import\('\.\/firebase'\)/);
    expect(importing(/^import .*['"]\.\/firebase['"]/m)).toEqual([]);
  });

  it('the blog service only from the four blog blocks', () => {
    expect(importing(/from ['"][./]*services\/blog['"]/)).toEqual([
      'src/blocks/blog-editor/BlogEditor.client.tsx',
      'src/blocks/blog-list/BlogList.client.tsx',
      'src/blocks/blog-manager/BlogManager.client.tsx',
      'src/blocks/blog-manager/OwnerBlogs.tsx',
      'src/blocks/login-form/LoginForm.client.tsx',
    ]);
  });
});
