import type { z } from 'zod';

/** Each stored field as the owner knows it from the write and manage pages, with its verb. */
const fieldNames: Record<string, readonly [name: string, verb: 'is' | 'are']> = {
  title: ['the title', 'is'],
  content: ['the content', 'is'],
  category: ['the category', 'is'],
  tags: ['the tags', 'are'],
  imageUrl: ['the picture', 'is'],
  author: ['the author', 'is'],
  date: ['the blog date', 'is'],
  expiryDate: ['the expiry date', 'is'],
  createdAt: ['the time it was written', 'is'],
  expiresAt: ['the time it expires', 'is'],
};

/** More than this many findings are summed up, so that the line stays readable. */
const MOST_FINDINGS = 3;

const typeNames: Record<string, string> = { string: 'text', number: 'a number', object: 'a blog' };

/** One thing wrong with an entry, in words for the owner rather than for a programmer. */
function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `it holds fields the site does not know (${issue.keys.join(', ')})`;
  const key = issue.path[0];
  if (key === undefined) {
    // Only the refinement that ties the three expiry values together, or an entry that is no object at all.
    return issue.code === 'custom' ? 'its dates disagree: the expiry is not 30 days after the time it was written' : 'it is not a blog at all';
  }
  const [name, verb] = fieldNames[String(key)] ?? [`the ${String(key)}`, 'is'];
  const field = `${name} ${verb}`;
  // zod leaves the input out of its issues, so a missing field is told from a wrong one by the entry itself.
  const present = typeof raw === 'object' && raw !== null && (raw as Record<PropertyKey, unknown>)[key] !== undefined;
  switch (issue.code) {
    case 'invalid_type':
      return present ? `${field} not ${typeNames[issue.expected] ?? issue.expected}` : `${field} missing`;
    case 'too_big':
      return issue.origin === 'string' ? `${field} longer than ${String(issue.maximum)} characters` : `${field} out of range`;
    case 'too_small':
      return `${field} out of range`;
    case 'invalid_value':
      return key === 'imageUrl' ? 'the picture is not one of the announcement pictures' : `${field} not an allowed value`;
    case 'invalid_format':
      return `${field} not a date and time`;
    default:
      return `${field} not valid`;
  }
}

/** What is wrong with a damaged entry, as one sentence without its full stop; repeated findings are said once. */
export function describeDamage(raw: unknown, issues: readonly z.core.$ZodIssue[]): string {
  const said = [...new Set(issues.map((issue) => describeIssue(raw, issue)))];
  const shown = said.slice(0, MOST_FINDINGS);
  const more = said.length - MOST_FINDINGS;
  if (more > 0) shown.push(`${String(more)} more ${more === 1 ? 'problem' : 'problems'}`);
  const text = shown.join('; ') || 'it is not a blog this site can read';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A damaged entry's title, when it still has one to recognise it by. */
export function titleOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object' || !('title' in raw)) return null;
  const { title } = raw;
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}
