import { visit, type Document, type LineCounter, type Scalar, type YAMLError } from 'yaml';
import { describeValue } from '../../../src/schema/messages';

/** A YAML syntax error in an editor's words, and the place (0-based offset into the text) it is about. */
export interface SyntaxProblem {
  readonly offset: number;
  readonly message: string;
}

const isContent = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');
/** Columns (0-based) of the spaces before a line's text. */
const indentOf = (line: string) => /^ */.exec(line)![0].length;
/** Column (0-based) where a line's key starts, after any "- " list markers. */
const keyColumnOf = (line: string) => {
  const [, spaces, dashes] = /^( *)((?:- +)*)/.exec(line)!;
  return spaces!.length + dashes!.length;
};
const keyOf = (line: string) => /^[ -]*([^:#\s][^:#]*?)\s*:/.exec(line)?.[1];
/** A field ending in ":" (or "|", ">") opens a deeper level, which the next line may start. */
const opensLevel = (line: string) => /[:|>][-+]?\s*(#.*)?$/.test(line);
/** A list item: a line whose text starts with "-" and a space, or is "-" alone. */
const isListItem = (line: string) => /^ *-(?: |$)/.test(line);
/** Columns (0-based) of the "-" markers that open a line, as in "  - - a". */
function dashColumnsOf(line: string): number[] {
  const [markers] = /^[ -]*/.exec(line)!;
  return [...markers.matchAll(/-(?= |$)/g)].map((dash) => dash.index);
}

/** Offset of the start of a 1-based line. */
function lineStart(lines: readonly string[], line: number): number {
  return lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
}

/**
 * The first tab that indents a line, up to `lastLine`. YAML refuses tabs as indentation, and a tab
 * is invisible in most editors, so it is named before whatever the parser made of the line.
 */
function tabIndent(lines: readonly string[], lastLine: number): SyntaxProblem | undefined {
  for (let index = 0; index < Math.min(lines.length, lastLine); index++) {
    const leading = /^[ \t-]*/.exec(lines[index]!)![0];
    const tab = leading.indexOf('\t');
    if (tab !== -1 && isContent(lines[index]!)) {
      return {
        offset: lineStart(lines, index + 1) + tab,
        message: 'a tab indents this line, and YAML only accepts spaces for indentation. Replace the tab with spaces, lining the text up with the lines around it',
      };
    }
  }
  return undefined;
}

/** A misplaced line's nearest allowed column, the line that starts there, and whether those are list items' "-" columns. */
interface Misplaced {
  readonly column: number;
  readonly at: number;
  readonly amongItems: boolean;
}

const ruleOf = {
  item: 'Items of one list start their "-" at the same column, under the field that holds the list',
  field: "Fields of the same item start at the same column (a field's own fields go 2 spaces further)",
};

/** The column nearest to `indent` among `columns` (each with its line), the deeper of two as near. */
function nearest(columns: ReadonlyMap<number, number>, indent: number): { column: number; at: number } {
  const [column, at] = [...columns].sort(([a], [b]) => Math.abs(a - indent) - Math.abs(b - indent) || b - a)[0]!;
  return { column, at };
}

/**
 * Where a list item may start, when the line above does not open a deeper level for it: at the "-"
 * of another item of a list it may belong to (the items above it, up to the first field further
 * out), or at the column of the field just above, if that field opens a list. The nearest is named.
 */
function misplacedItem(lines: readonly string[], index: number, previous: number): Misplaced | undefined {
  const indent = indentOf(lines[index]!);
  const candidates = new Map<number, number>();
  if (opensLevel(lines[previous]!)) candidates.set(keyColumnOf(lines[previous]!), previous);
  for (let above = previous; above >= 0; above--) {
    const text = lines[above]!;
    if (!isContent(text)) continue;
    for (const dash of dashColumnsOf(text)) if (!candidates.has(dash)) candidates.set(dash, above);
    if (!isListItem(text) && indentOf(text) < indent) break;
  }
  // With no list around it, the item is lined up as a field would be.
  if (candidates.size === 0) return misplacedField(lines, index, previous);
  if (candidates.has(indent)) return undefined;
  return { ...nearest(candidates, indent), amongItems: true };
}

/**
 * Where a field may start, when the line above does not open a level: at the column of the field
 * above it, or of any field that contains it. The one nearest to the field is named.
 */
function misplacedField(lines: readonly string[], index: number, previous: number): Misplaced | undefined {
  const line = lines[index]!;
  const indent = indentOf(line);
  const allowed = new Map<number, number>([[keyColumnOf(lines[previous]!), previous]]);
  let limit = indentOf(lines[previous]!);
  for (let outer = previous - 1; outer >= 0; outer--) {
    if (!isContent(lines[outer]!)) continue;
    const column = keyColumnOf(lines[outer]!);
    if (column < limit || (column === limit && indentOf(lines[outer]!) < limit)) {
      if (!allowed.has(column)) allowed.set(column, outer);
      limit = Math.min(limit, indentOf(lines[outer]!));
    }
  }
  if (allowed.has(indent)) return undefined;
  return { ...nearest(allowed, indent), amongItems: false };
}

/**
 * A line indented to a column that no field or list item around it uses. The parser notices this
 * only further on (a field indented too far reads as the continuation of the value above it), so
 * the line is found again here: the first content line at or after `from` that lines up neither
 * with the line before it nor with any field or list that contains it.
 */
function badIndent(lines: readonly string[], from: number): SyntaxProblem | undefined {
  for (let index = from - 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (!isContent(line)) continue;
    let previous = index - 1;
    while (previous >= 0 && !isContent(lines[previous]!)) previous--;
    if (previous < 0) continue;
    const above = lines[previous]!;
    const indent = indentOf(line);
    if (opensLevel(above) && indent > keyColumnOf(above)) continue;
    const misplaced = isListItem(line) ? misplacedItem(lines, index, previous) : misplacedField(lines, index, previous);
    if (!misplaced) continue;
    const thing = misplaced.amongItems ? 'item' : 'line';
    const name = keyOf(line);
    const other = keyOf(lines[misplaced.at]!);
    return {
      offset: lineStart(lines, index + 1) + indent,
      message:
        `wrong indentation: ${name ? `"${name}"` : `this ${thing}`} starts at column ${indent + 1}, but ${other ? `"${other}"` : `the ${thing}`} on line ${misplaced.at + 1} starts at column ${misplaced.column + 1}. ` +
        `${misplaced.amongItems ? ruleOf.item : ruleOf.field}; use spaces to line it up`,
    };
  }
  return undefined;
}

function unclosedQuote(document: Document, error: YAMLError): SyntaxProblem | undefined {
  let found: Scalar | undefined;
  visit(document, {
    Scalar(_key, node) {
      if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && node.range && node.range[1] >= error.pos[0]) found ??= node;
    },
  });
  if (!found?.range) return undefined;
  const quote = found.type === 'QUOTE_DOUBLE' ? '"' : "'";
  return {
    offset: found.range[0],
    message: `the text opened with ${quote} here is never closed, so everything after it reads as one text. Add the closing ${quote} at the end of the text (or remove this one)`,
  };
}

function duplicateKey(document: Document, error: YAMLError, lineCounter: LineCounter): SyntaxProblem | undefined {
  let found: SyntaxProblem | undefined;
  visit(document, {
    // Only one key of the whole document starts where the error is.
    Map(_key, map) {
      const keys = map.items.map((pair) => pair.key as Scalar | null);
      const second = keys.findIndex((key) => key?.range?.[0] === error.pos[0]);
      if (second === -1) return;
      const name = keys[second]!.value;
      // The first key of that name, which may be this one's own.
      const first = keys.find((key) => key?.value === name)!;
      found = {
        offset: error.pos[0],
        message: `the field ${describeValue(name)} is written twice here (first on line ${lineCounter.linePos(first.range![0]).line}). Keep one of them`,
      };
    },
  });
  return found;
}

/** An unquoted value with ": " in it, which YAML reads as the start of another field. */
function colonInValue(lines: readonly string[], line: number, column: number): SyntaxProblem | undefined {
  const text = lines[line - 1]!;
  const value = text.slice(column - 1);
  // A value opened by quotes, brackets or a block mark, or a list item's "-", is not a text with ": " in it.
  if (/^(?:["'[{|>]|- )/.test(value.trimStart()) || !/:\s/.test(value)) return undefined;
  const key = keyOf(text);
  return {
    offset: lineStart(lines, line) + column - 1,
    message: `this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes${key ? `: ${key}: "${value.trim().replace(/"/g, '\\"')}"` : ''}`,
  };
}

/**
 * A "[" or "{" list that is never closed. The parser notices at the first line after it that is
 * not indented as a continuation, so the bracket is looked for on the lines above that one.
 */
function unclosedBracket(lines: readonly string[], line: number): SyntaxProblem | undefined {
  for (let index = line - 1; index >= Math.max(0, line - 20); index--) {
    const text = lines[index]!;
    for (const [open, close] of [['[', ']'], ['{', '}']] as const) {
      const at = text.lastIndexOf(open);
      if (at !== -1 && !text.slice(at).includes(close)) {
        return {
          offset: lineStart(lines, index + 1) + at,
          message: `the ${open === '[' ? 'list' : 'set of fields'} opened with "${open}" here is never closed. Add "${close}" at its end`,
        };
      }
    }
  }
  return undefined;
}

const indentationCodes = new Set(['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR', 'UNEXPECTED_TOKEN', 'BAD_DEDENT']);

/**
 * The first syntax error of a file, explained. Only the first: the parser's later errors are
 * almost always what it made of the rest after losing its place, and each fix would be wrong.
 */
export function explainSyntaxErrors(text: string, document: Document, lineCounter: LineCounter): SyntaxProblem | undefined {
  const [error] = [...document.errors].sort((a, b) => a.pos[0] - b.pos[0]);
  if (!error) return undefined;
  const lines = text.split('\n');
  const line = lineCounter.linePos(error.pos[0]).line;
  const tab = tabIndent(lines, line + 1);
  if (tab) return tab;
  if (error.code === 'DUPLICATE_KEY') {
    const duplicate = duplicateKey(document, error, lineCounter);
    if (duplicate) return duplicate;
  }
  if (error.code === 'MISSING_CHAR' && /closing ["']?quote/.test(error.message)) {
    const quote = unclosedQuote(document, error);
    if (quote) return quote;
  }
  if (/^Flow (sequence|map) in block collection/.test(error.message)) {
    const bracket = unclosedBracket(lines, line);
    if (bracket) return bracket;
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    const colon = colonInValue(lines, line, lineCounter.linePos(error.pos[0]).col);
    if (colon) return colon;
  }
  if (indentationCodes.has(error.code)) {
    // The error is at or just above the misplaced line: at a value the next line continued, or at that line.
    const indent = badIndent(lines, line);
    if (indent && lineCounter.linePos(indent.offset).line <= line + 1) return indent;
  }
  return { offset: error.pos[0], message: `YAML syntax: ${error.message.split('\n')[0]}` };
}
