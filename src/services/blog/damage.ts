import type * as z from 'zod/mini';

/** What is wrong with one stored field, by name: the page says it in the owner's words. */
type FieldProblem =
  | 'missing'
  /** Present, but not what the field holds: `expected` is zod's name of what it should be ("string"). */
  | 'wrongType'
  /** Text longer than the field allows: `maximum` characters. */
  | 'tooLong'
  | 'outOfRange'
  | 'notAllowed'
  | 'notDateTime'
  | 'invalid';

/** One thing wrong with a damaged entry. */
export type DamageFinding =
  /** It is not an object at all. */
  | { readonly kind: 'notABlog' }
  /** Its expiry is not 30 days after the time it was written, as its two numbers and its expiry text must say. */
  | { readonly kind: 'datesDisagree' }
  /** It holds fields no blog has, by their keys. */
  | { readonly kind: 'unknownFields'; readonly keys: readonly string[] }
  /** Its picture is not one of the announcement pictures. */
  | { readonly kind: 'notAnnouncementPicture' }
  /** One of its fields, by its key: the fields of a blog, or any other. */
  | { readonly kind: 'field'; readonly key: string; readonly problem: FieldProblem; readonly expected?: string; readonly maximum?: number };

/** One thing wrong with an entry, from zod's issue, as the owner would put it rather than as a programmer would. */
function findingOf(raw: unknown, issue: z.core.$ZodIssue): DamageFinding {
  if (issue.code === 'unrecognized_keys') return { kind: 'unknownFields', keys: issue.keys };
  const key = issue.path[0];
  if (key === undefined) {
    // Only the refinement that ties the three expiry values together, or an entry that is no object at all.
    return issue.code === 'custom' ? { kind: 'datesDisagree' } : { kind: 'notABlog' };
  }
  const field = (problem: FieldProblem, more: { expected?: string; maximum?: number } = {}): DamageFinding => ({ kind: 'field', key: String(key), problem, ...more });
  // zod leaves the input out of its issues, so a missing field is told from a wrong one by the entry itself.
  const present = typeof raw === 'object' && raw !== null && (raw as Record<PropertyKey, unknown>)[key] !== undefined;
  switch (issue.code) {
    case 'invalid_type':
      return present ? field('wrongType', { expected: issue.expected }) : field('missing');
    case 'too_big':
      return issue.origin === 'string' ? field('tooLong', { maximum: Number(issue.maximum) }) : field('outOfRange');
    case 'too_small':
      return field('outOfRange');
    case 'invalid_value':
      return key === 'imageUrl' ? { kind: 'notAnnouncementPicture' } : field('notAllowed');
    case 'invalid_format':
      return field('notDateTime');
    default:
      return field('invalid');
  }
}

/** What is wrong with a damaged entry, each finding once, in the order zod found them; none when zod named nothing. */
export function damageFindings(raw: unknown, issues: readonly z.core.$ZodIssue[]): DamageFinding[] {
  const found = new Map<string, DamageFinding>();
  for (const issue of issues) {
    const finding = findingOf(raw, issue);
    const same = JSON.stringify(finding);
    if (!found.has(same)) found.set(same, finding);
  }
  return [...found.values()];
}

/** A damaged entry's title, when it still has one to recognise it by. */
export function titleOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object' || !('title' in raw)) return null;
  const { title } = raw;
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}
