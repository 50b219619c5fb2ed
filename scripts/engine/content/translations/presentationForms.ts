import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentError } from '../contentError';

/**
 * Arabic presentation forms (U+FB50–U+FDFF, U+FE70–U+FEFF): letters frozen in one of their joined
 * shapes, left by old PDF copies and keyboards. They look right but search, sorting and screen
 * readers see other characters, and Nastaliq cannot join them: the text must hold the letters themselves.
 */
const presentationForm = /[\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** Every presentation form in a text, located by line and column. */
function presentationFormsIn(file: string, text: string): ContentError[] {
  const found: ContentError[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(presentationForm)) {
      const code = match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      found.push({
        file,
        line: index + 1,
        column: match.index + 1,
        path: '',
        message: `an Arabic presentation form (U+${code}) where a letter belongs: type the word again with an Urdu keyboard, or replace the character by the letter it shows`,
      });
    }
  });
  return found;
}

/** The files given (from the root) and every Markdown file under their folders, checked for presentation forms. */
export function presentationForms(root: string, files: readonly string[]): ContentError[] {
  const markdown = new Set<string>();
  for (const folder of new Set(files.map((file) => file.replace(/\/[^/]+$/, '')))) {
    const absolute = join(root, folder);
    if (!existsSync(absolute)) continue;
    for (const entry of readdirSync(absolute, { recursive: true, encoding: 'utf8' })) if (entry.endsWith('.md')) markdown.add(`${folder}/${entry}`);
  }
  return [...files, ...markdown]
    .filter((file) => existsSync(join(root, file)))
    .flatMap((file) => presentationFormsIn(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8')));
}
