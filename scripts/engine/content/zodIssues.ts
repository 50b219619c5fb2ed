import type { z } from 'zod';
import { nearest } from '../../../src/schema/suggest';
import type { ContentError } from './contentError';
import { knownKeysAt, unionOptionsAt } from './knownKeys';
import { expectedType, messages } from '../../../src/schema/messages';
import { formatPath, positionOf, type DataPath, type YamlSource } from './yamlSource';

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data);
}

/** Where issues are read from: the schema and data their (relative) paths start at, and where that is in the file. */
interface Scope {
  schema: z.ZodType;
  data: unknown;
  prefix: DataPath;
}

interface Located {
  path: DataPath;
  atKey: boolean;
  message: string;
  /** Set on a missing required field: its name, and the fields of its object in the schema's order, to say where it goes. */
  missing?: { readonly field: string; readonly siblings: readonly string[] };
  /** Set on an unknown key close to a valid one: that name. */
  suggests?: string;
  /** Set when the value is of the wrong kind: what was expected ("a text", "an email address"). */
  expected?: string;
  /** Set when the value is not one of a fixed set: the set. */
  options?: readonly unknown[];
  /** Only cross-reference checks failed: the value has the right shape but names nothing. */
  reference?: boolean;
  /** A problem inside another file (a Markdown text), reported there rather than at the value naming it. */
  elsewhere?: Elsewhere;
}

interface Elsewhere {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** A refinement may say where in another file its problem is (see MarkdownProblem). */
function elsewhereOf(issue: Issue): Elsewhere | undefined {
  const at = (issue as { params?: { at?: Partial<Elsewhere> } }).params?.at;
  return at && typeof at.file === 'string' && typeof at.line === 'number' && typeof at.column === 'number' && typeof at.message === 'string'
    ? (at as Elsewhere)
    : undefined;
}

/** The schema's own message ("expected an email address"), if it wrote one, without the leading "expected ". */
const ownExpectation = (issue: Issue) => (issue.message.startsWith('expected ') ? issue.message.slice('expected '.length) : undefined);

function describe(issue: Issue, scope: Scope): Located[] {
  const relative = issue.path as DataPath;
  const path = [...scope.prefix, ...relative];
  const found = valueAt(scope.data, relative);
  const at = (message: string, extra: Partial<Located> = {}): Located[] => [{ path, atKey: false, message, ...extra }];
  switch (issue.code) {
    case 'invalid_type': {
      if (found !== undefined) return at(messages.wrongType(issue.expected, found), { expected: expectedType(issue.expected) });
      // zod reports a value missing only for an object's field: a list that is too short has its own issue.
      const field = String(path.at(-1));
      const siblings = knownKeysAt(scope.schema, scope.data, relative.slice(0, -1));
      return at(messages.missingField(field, issue.expected), { missing: { field, siblings } });
    }
    case 'unrecognized_keys': {
      const known = knownKeysAt(scope.schema, scope.data, relative);
      // A field already set is not what a misspelt one was meant to be ("subheading" next to "heading").
      // zod finds unknown keys only in an object.
      const unset = known.filter((name) => !(name in (found as Record<string, unknown>)));
      return issue.keys.map((key) => ({
        path: [...path, key],
        atKey: true,
        message: messages.unknownKey(key, known, unset),
        suggests: nearest(key, unset),
      }));
    }
    case 'invalid_union': {
      if (issue.discriminator) {
        // zod lists the kinds the discriminator may name alongside it.
        const options = (issue as { options: unknown[] }).options.map(String);
        return at(messages.unknownVariant(issue.discriminator, found, options));
      }
      const options = unionOptionsAt(scope.schema, scope.data, relative);
      const branches = (issue.errors as Issue[][]).map((inner, index) => {
        const option = options?.[index];
        return option
          ? describeAll(inner, { schema: option, data: found, prefix: path })
          : describeAll(inner.map((innerIssue) => ({ ...innerIssue, path: [...relative, ...innerIssue.path] })), scope);
      });
      return likeliestBranch(branches, path, found);
    }
    case 'invalid_value':
      return at(messages.notOneOf(found, issue.values), { options: issue.values });
    case 'too_small':
      return at(ownExpectation(issue) ? messages.badFormat(issue.message, found) : messages.tooFew(Number(issue.minimum), found, issue.origin, issue.exact, issue.inclusive));
    case 'too_big':
      return at(ownExpectation(issue) ? messages.badFormat(issue.message, found) : messages.tooMany(Number(issue.maximum), found, issue.origin, issue.exact, issue.inclusive));
    case 'invalid_format': {
      const own = ownExpectation(issue);
      return own
        ? at(messages.badFormat(issue.message, found), { expected: own })
        : at(messages.badPattern(issue.format, found), { expected: `a text in the ${issue.format} format` });
    }
    default: {
      const own = ownExpectation(issue);
      if (own) return at(messages.badFormat(issue.message, found), { expected: own });
      // A refinement's own sentence: the value has the right shape but names something that does not exist.
      return at(issue.message, { reference: issue.code === 'custom', elsewhere: elsewhereOf(issue) });
    }
  }
}

/**
 * Every issue of one object tree, where a misspelt key and the required field it was meant to be
 * are one mistake: only the misspelling (with its suggestion) is kept.
 */
function describeAll(issues: readonly Issue[], scope: Scope): Located[] {
  const located = issues.flatMap((issue) => describe(issue, scope));
  const meant = new Set(located.flatMap((entry) => (entry.suggests ? [formatPath([...entry.path.slice(0, -1), entry.suggests])] : [])));
  // Only a field not yet written is suggested, so whatever is said at its place is that it is missing.
  return located.filter((entry) => !meant.has(formatPath(entry.path)));
}

/**
 * Of a union's branches, the one the editor most likely meant: the fewest mistakes; then one whose
 * shape fits and only a reference is wrong; then the deepest. When the value fits no branch at
 * all (each branch rejects it outright), one message names every accepted kind.
 */
function likeliestBranch(branches: Located[][], path: DataPath, found: unknown): Located[] {
  const depth = (entries: Located[]) => Math.max(0, ...entries.map((entry) => entry.path.length));
  const onlyReferences = (entries: Located[]) => entries.every((entry) => entry.reference);
  const ranked = [...branches].sort(
    (a, b) => a.length - b.length || Number(onlyReferences(b)) - Number(onlyReferences(a)) || depth(b) - depth(a),
  );
  // A union that fails has a failed branch for each of its options.
  const best = ranked[0]!;
  const here = formatPath(path);
  const outright = branches.filter((entries) => entries.length === 1 && formatPath(entries[0]!.path) === here && !entries[0]!.reference);
  // Only a branch with a single mistake rejects the value outright, so the best is one of those or is kept.
  if (outright.length < 2 || !outright.includes(best)) return best;
  const rejections = outright.map((entries) => entries[0]!);
  if (rejections.every((entry) => entry.options)) {
    return [{ path, atKey: false, message: messages.notOneOf(found, rejections.flatMap((entry) => entry.options!)), options: rejections.flatMap((entry) => entry.options!) }];
  }
  if (rejections.every((entry) => entry.expected !== undefined || entry.options !== undefined)) {
    const oneOf = (options: readonly unknown[]) => (options.length === 1 ? JSON.stringify(options[0]) : `one of ${options.map((option) => JSON.stringify(option)).join(', ')}`);
    const expected = [...new Set(rejections.map((entry) => entry.expected ?? oneOf(entry.options!)))];
    return [{ path, atKey: false, message: messages.noneOf(expected, found), expected: expected.join(' or ') }];
  }
  return best;
}

/**
 * A missing field is placed where it belongs among the fields written: at the first one the schema
 * lists after it ("add it before"), else at the last one ("add it after"). The message names the
 * block it is missing from, since the place shown is another field's.
 */
function placeMissing(source: YamlSource, data: unknown, entry: Located): { line: number; column: number; message: string } {
  const parent = entry.path.slice(0, -1);
  // A field is missing from a set of fields that is written.
  const written = valueAt(data, parent) as Record<string, unknown>;
  const fields = Object.keys(written);
  const type = written.type;
  const inBlock = typeof type === 'string' && /\bblocks$/.test(String(parent.at(-2))) ? ` in this "${type}" block` : '';
  const { field, siblings: order } = entry.missing!;
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const wanted = rank(field);
  const before = fields.find((name) => rank(name) > wanted);
  const after = fields.at(-1);
  const neighbour = before ?? after;
  if (!neighbour) return { ...positionOf(source, parent), message: `${entry.message}${inBlock}` };
  return {
    ...positionOf(source, [...parent, neighbour], true),
    message: `${entry.message}${inBlock}; add it ${before ? 'before' : 'after'} "${neighbour}"`,
  };
}

/** Turns zod's issues into editor messages placed on the offending node of the YAML file. */
export function toContentErrors(issues: readonly Issue[], source: YamlSource, schema: z.ZodType, data: unknown): ContentError[] {
  return describeAll(issues, { schema, data, prefix: [] }).map((entry) => {
    const { path, atKey, message, elsewhere } = entry;
    if (elsewhere) return { file: elsewhere.file, line: elsewhere.line, column: elsewhere.column, path: '', message: elsewhere.message };
    const placed = entry.missing ? placeMissing(source, data, entry) : { ...positionOf(source, path, atKey), message };
    return { file: source.file, line: placed.line, column: placed.column, path: formatPath(path), message: placed.message };
  });
}

