import '../browserZod';
import * as z from 'zod/mini';
import { damageFindings, type DamageFinding, titleOf } from './damage';
import { BlogStoreError } from './errors';
import { announcementImages, blogLimits, EXPIRY_MS, type BlogDraft } from './model';

/**
 * `Date.prototype.toISOString()` output, the only date form stored. zod checks the calendar too
 * (2025-02-31 and 2023-02-29 are refused, 2024-02-29 is not), as the database rules' pattern does.
 */
const isoDateTime = z.iso.datetime({ precision: 3 });

/** Milliseconds since 1970, whole and within the range a JavaScript date can hold. */
const epochMs = z.int().check(z.minimum(0), z.maximum(8.64e15));

/*
 * Why each blog carries two numbers beside its ISO strings: the database rules cannot read an ISO
 * string as a time (they have no date parsing and no string-to-number conversion), so they could not
 * tie `expiryDate` to the moment of writing. They can compare numbers with the server's `now`, so a
 * blog also stores `createdAt` (the writer's clock, accepted only within CLOCK_TOLERANCE_MS of the
 * server's) and `expiresAt` (accepted only when exactly createdAt + 30 days). The client writes
 * plain numbers rather than the server timestamp placeholder because it must know `createdAt` to
 * write `expiresAt` and `expiryDate` to match it, and the rules offer no server-side arithmetic.
 * The app then trusts the numbers: an entry whose `expiryDate` is not `expiresAt` written as ISO is
 * damaged, and the status derives from `expiresAt`. `date` is the blog date the owner chose (or the
 * moment of writing when left blank), shown on the card and nowhere used for expiry, so it is checked
 * as a real calendar date only.
 */
const fields = {
  title: z.string().check(z.maxLength(blogLimits.title)),
  content: z.string().check(z.maxLength(blogLimits.content)),
  category: z.string().check(z.maxLength(blogLimits.category)),
  // Comma separated, as typed.
  tags: z.string().check(z.maxLength(blogLimits.tags)),
  imageUrl: z.enum(announcementImages),
  author: z.string().check(z.maxLength(blogLimits.author)),
  date: isoDateTime,
  expiryDate: isoDateTime,
};

interface Timing {
  readonly expiryDate: string;
  readonly createdAt?: number | undefined;
  readonly expiresAt?: number | undefined;
}

/** The numbers and the expiry string tell one story, or the entry is damaged. */
function consistent({ expiryDate, createdAt, expiresAt }: Timing): boolean {
  if (createdAt === undefined && expiresAt === undefined) return true;
  if (createdAt === undefined || expiresAt === undefined) return false;
  return expiresAt === createdAt + EXPIRY_MS && Date.parse(expiryDate) === expiresAt;
}

const inconsistent = { error: 'expiryDate, createdAt and expiresAt disagree (expiry is 30 days after creation)' };
/** The fields that refinement ties together: a refused blog's fields at fault when it fails. */
const TIMING_FIELDS = ['expiryDate', 'createdAt', 'expiresAt'];

/**
 * A blog as a store holds it. The browser-only preview store may hold entries written before the
 * numbers existed; nothing there needs defending (its only writer is the visitor's own browser), so
 * the numbers are optional here but must agree when present.
 */
export const blogEntrySchema = z
  .strictObject({ ...fields, createdAt: z.optional(epochMs), expiresAt: z.optional(epochMs) })
  .check(z.refine(consistent, inconsistent));

/** A blog as database.rules.json accepts it: the checked numbers are required. */
export const databaseEntrySchema = z.strictObject({ ...fields, createdAt: epochMs, expiresAt: epochMs }).check(z.refine(consistent, inconsistent));

export type BlogEntry = z.output<typeof blogEntrySchema>;

/** The keys one of zod's issues is about: a field's, the fields no blog has, or the ones the dates' refinement ties. */
function fieldsAtFault(issue: z.core.$ZodIssue): readonly string[] {
  if (issue.code === 'unrecognized_keys') return issue.keys;
  if (issue.path.length > 0) return [issue.path.join('.')];
  return issue.code === 'custom' ? TIMING_FIELDS : [];
}

/**
 * `value` as `schema` takes it, or a refusal by name with the keys at fault: zod words its own
 * reasons in English, and the page says a store's refusal in the page's language.
 */
export function storable<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.flatMap(fieldsAtFault));
  throw new BlogStoreError('notStorable', { fields: [...fields].join(', ') });
}

/** A blog as the site shows it: its entry and the id it is stored under. */
export interface StoredBlog extends BlogEntry {
  readonly id: string;
}

/** What the owner may change in a stored blog; its date, expiry, author and id stay as written. */
export type BlogEdit = Pick<BlogEntry, 'title' | 'content' | 'category' | 'tags' | 'imageUrl'>;

/** The fields an edit may send, each checked as on a new blog; nothing else gets through. */
export const blogEditSchema = z.strictObject({
  title: fields.title,
  content: fields.content,
  category: fields.category,
  tags: fields.tags,
  imageUrl: fields.imageUrl,
});

/** The fields of an entry that an edit may change, and nothing else of it. */
export function editableFields({ title, content, category, tags, imageUrl }: BlogEntry): BlogEdit {
  return { title, content, category, tags, imageUrl };
}

interface NewEntryContext {
  readonly now: Date;
  readonly author: string;
  /** A number in [0, 1), Math.random by default: picks the announcement image. */
  readonly random?: () => number;
}

/**
 * "2025-03-01" from the date picker, taken as local midnight so the card shows the same local date.
 * setFullYear, because the Date constructor reads years 0 to 99 as 1900 to 1999; and the parts must
 * come back unchanged, because the constructor silently rolls 2025-02-31 over into March.
 */
function pickedDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  // Without a match every part is NaN, which no date gives back.
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]) - 1, Number(match?.[3])];
  const date = new Date(0);
  date.setFullYear(year, month, day);
  date.setHours(0, 0, 0, 0);
  if (Number.isNaN(date.getTime()) || date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) {
    throw new BlogStoreError('notCalendarDate', { date: JSON.stringify(value) });
  }
  return date;
}

/**
 * The entry to store for a draft: the chosen date or now, expiry 30 days after creation, a random
 * image. Throws when the chosen date is not a calendar date, rather than storing another one.
 */
export function newBlogEntry(draft: BlogDraft, { now, author, random = Math.random }: NewEntryContext): BlogEntry {
  const index = Math.min(announcementImages.length - 1, Math.floor(random() * announcementImages.length));
  const createdAt = now.getTime();
  const expiresAt = createdAt + EXPIRY_MS;
  return storable(databaseEntrySchema, {
    title: draft.title,
    content: draft.content,
    category: draft.category,
    tags: draft.tags,
    imageUrl: announcementImages[index],
    author,
    date: (draft.date === '' ? now : pickedDate(draft.date)).toISOString(),
    expiryDate: new Date(expiresAt).toISOString(),
    createdAt,
    expiresAt,
  });
}

/** A stored entry that does not read as a blog: where it is, what it seems to be called, and what is wrong. */
export interface DamagedBlog {
  readonly id: string;
  /** Its title, when it still has one that reads as text. */
  readonly title: string | null;
  /** What is wrong, each thing once, for the page to say in the owner's words ("the blog date is not a date and time"). */
  readonly findings: readonly DamageFinding[];
}

export interface ParsedBlogs {
  /** Valid entries in creation order (push ids sort by time, as the database lists them). */
  readonly blogs: StoredBlog[];
  /** Entries present but not in the expected shape, in id order: left out of the blog, but they hold places. */
  readonly damaged: DamagedBlog[];
}

/**
 * Reads the object keyed by id that both stores hold (the database's own shape). An entry that does
 * not fit `schema` is reported as damaged, with what is wrong, rather than breaking the whole list;
 * anything other than an object (or nothing) is an error.
 */
export function parseBlogRecord(value: unknown, schema: z.ZodMiniType<BlogEntry> = blogEntrySchema): ParsedBlogs {
  if (value === null || value === undefined) return { blogs: [], damaged: [] };
  if (typeof value !== 'object' || Array.isArray(value)) throw new BlogStoreError('storedBlogsNotKeyed');
  const blogs: StoredBlog[] = [];
  const damaged: DamagedBlog[] = [];
  // Taken in id order, so both lists come out in it.
  for (const id of Object.keys(value).sort()) {
    const raw = (value as Record<string, unknown>)[id];
    const parsed = schema.safeParse(raw);
    if (parsed.success) blogs.push({ id, ...parsed.data });
    else damaged.push({ id, title: titleOf(raw), findings: damageFindings(raw, parsed.error.issues) });
  }
  return { blogs, damaged };
}
