import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatContentError, type ContentError } from '../content/contentError.ts';

/** The lines around an error with a caret under its column, as Vite's error overlay shows a frame. */
export function codeFrame(root: string, error: ContentError): string {
  let lines: string[];
  try {
    lines = readFileSync(join(root, error.file), 'utf8').split('\n');
  } catch {
    // A missing file is itself the error; there is nothing to quote.
    return '';
  }
  const from = Math.max(0, error.line - 3);
  return lines
    .slice(from, error.line + 2)
    .map((text, index) => {
      const number = from + index + 1;
      const gutter = `${number === error.line ? '>' : ' '} ${String(number).padStart(4)} | `;
      const caret = number === error.line ? `\n${' '.repeat(gutter.length + error.column - 1)}^` : '';
      return `${gutter}${text}${caret}`;
    })
    .join('\n');
}

/** What Vite's error overlay reads (its ErrorPayload's `err`): the message, the file, a frame and where. */
export interface OverlayError {
  readonly message: string;
  readonly stack: string;
  readonly id?: string;
  readonly frame?: string;
  readonly plugin: string;
  readonly loc?: { readonly file: string; readonly line: number; readonly column: number };
}

const PLUGIN = 'academy-content';

export function countOf(errors: readonly unknown[]): string {
  return `${errors.length} content error${errors.length === 1 ? '' : 's'}`;
}

/**
 * The overlay's view of a page's content errors: all of them in the message, the first located
 * (the overlay prints `loc` as it is, and editors count columns from 1, as ContentError does).
 */
export function overlayError(root: string, errors: readonly ContentError[]): OverlayError {
  const [first] = errors;
  const message = `${countOf(errors)} on this page:\n${errors.map(formatContentError).join('\n')}`;
  if (!first) return { message, stack: '', plugin: PLUGIN };
  const file = join(root, first.file);
  return { message, stack: '', plugin: PLUGIN, id: file, frame: codeFrame(root, first), loc: { file, line: first.line, column: first.column } };
}

/** A failure of the site's code rather than its content (a block that throws): the stack is what helps there. */
export function codeOverlayError(error: Error): OverlayError {
  return { message: error.message, stack: error.stack ?? '', plugin: PLUGIN };
}

/** The terminal's report: each error once, on one line with its place, no stack (the editor fixes a file, not the code). */
export function terminalReport(errors: readonly ContentError[]): string {
  return `${countOf(errors)}; the pages that use these files answer 500 until they are fixed:\n${errors.map((error) => `  ${formatContentError(error)}`).join('\n')}`;
}
