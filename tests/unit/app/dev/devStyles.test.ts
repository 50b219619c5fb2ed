import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A page the dev server renders has no CSS file: its styles are the modules devStyles loads. Every
 * plain stylesheet a module of the site imports (a typeface, a package's) must be among them, or
 * the page in dev looks unlike the built one (Urdu drawn in a fallback font).
 */

const DEV_STYLES = 'src/app/dev/devStyles.ts';

/** The plain stylesheets a file imports, as paths from the repository (a package's by its name). */
function stylesheetsOf(file: string): string[] {
  const imports = [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map((match) => match[1]!);
  return imports.map((name) => (name.startsWith('.') ? relative('.', join(dirname(file), name)) : name));
}

describe('the stylesheets of a page in the dev server', () => {
  it('are every plain stylesheet the site imports', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join('src', file))
      .filter((file) => file !== DEV_STYLES);
    const imported = new Set(files.flatMap(stylesheetsOf));
    expect(imported.size).toBeGreaterThan(0);
    expect(new Set(stylesheetsOf(DEV_STYLES))).toEqual(imported);
  });
});
