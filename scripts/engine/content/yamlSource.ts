import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { ContentError } from './contentError';
import { explainSyntaxErrors } from './yamlSyntax';

export type DataPath = readonly (string | number)[];

export interface YamlSource {
  readonly file: string;
  readonly document: Document;
  readonly lineCounter: LineCounter;
  /** The document as plain data, made once; undefined when the text has a syntax error. Never changed by its readers. */
  readonly data: unknown;
}

export function parseYamlSource(file: string, text: string): { source: YamlSource; errors: ContentError[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problem = explainSyntaxErrors(text, document, lineCounter);
  const errors: ContentError[] = [];
  if (problem) {
    const position = lineCounter.linePos(problem.offset);
    errors.push({ file, line: position.line, column: position.col, path: '', message: problem.message });
  }
  return { source: { file, document, lineCounter, data: problem ? undefined : document.toJS() }, errors };
}

function child(node: unknown, key: string | number): { node?: Node; keyNode?: Node } {
  if (isMap(node)) {
    // zod names every object key as a string; YAML may have read it as a number (`2025: ...`).
    const pair = node.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === String(key));
    return pair ? { node: (pair.value ?? undefined) as Node | undefined, keyNode: pair.key as Node } : {};
  }
  if (isSeq(node) && typeof key === 'number') return { node: node.items[key] as Node | undefined };
  return {};
}

/**
 * Line and column (1-based) of the node at `path`. With `atKey`, the key itself rather than its
 * value (used for unknown keys). Where the path goes further than the document (a missing field),
 * the deepest node that exists: the object the field is missing from.
 */
export function positionOf(source: YamlSource, path: DataPath, atKey = false): { line: number; column: number } {
  let node: unknown = source.document.contents;
  let offset = (node as Node | null)?.range?.[0] ?? 0;
  for (const [index, key] of path.entries()) {
    const next = child(node, key);
    const isLast = index === path.length - 1;
    if (isLast && atKey && next.keyNode?.range) {
      offset = next.keyNode.range[0];
      break;
    }
    if (!next.node) {
      if (next.keyNode?.range) offset = next.keyNode.range[0];
      break;
    }
    node = next.node;
    if (next.node.range) offset = next.node.range[0];
  }
  const position = source.lineCounter.linePos(offset);
  return { line: position.line, column: position.col };
}

export function formatPath(path: DataPath): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');
}

/** `routes[4].blocks[1].title` back into its keys; the keys of the English content hold no "." or "[". */
export function parsePath(formatted: string): DataPath {
  return [...formatted.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!));
}
