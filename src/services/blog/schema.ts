import '../browserZod';
import { z } from 'zod';
import { announcementImages, blogLimits, EXPIRY_DAYS, type BlogDraft, type StoredBlog } from './model';

/** `Date.prototype.toISOString()` output, the only date form stored. */
const isoDateTime = z.iso.datetime({ precision: 3, error: 'expected an ISO date-time such as 2025-01-31T09:30:00.000Z' });

/** A blog as stored at blogs/{owner}/blogs/{id}. Empty texts are allowed (SPEC.md section 5). */
export const blogEntrySchema = z.strictObject({
  title: z.string().max(blogLimits.title),
  content: z.string().max(blogLimits.content),
  category: z.string().max(blogLimits.category),
  tags: z.string().max(blogLimits.tags).meta({ description: 'Comma separated, as typed' }),
  imageUrl: z.enum(announcementImages),
  author: z.string().max(blogLimits.author),
  date: isoDateTime,
  expiryDate: isoDateTime,
});

export type BlogEntry = z.output<typeof blogEntrySchema>;

interface NewEntryContext {
  readonly now: Date;
  readonly author: string;
  /** A number in [0, 1), Math.random by default: picks the announcement image. */
  readonly random?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2025-03-01" from the date picker, taken as local midnight so the card shows the same local date. */
function pickedDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The entry to store for a draft: the chosen date or now, expiry 30 days after creation, a random image. */
export function newBlogEntry(draft: BlogDraft, { now, author, random = Math.random }: NewEntryContext): BlogEntry {
  const index = Math.min(announcementImages.length - 1, Math.floor(random() * announcementImages.length));
  return blogEntrySchema.parse({
    title: draft.title,
    content: draft.content,
    category: draft.category,
    tags: draft.tags,
    imageUrl: announcementImages[index],
    author,
    date: (pickedDate(draft.date) ?? now).toISOString(),
    expiryDate: new Date(now.getTime() + EXPIRY_DAYS * DAY_MS).toISOString(),
  });
}

export interface ParsedBlogs {
  /** Valid entries in creation order (push ids sort by time, as the database lists them). */
  readonly blogs: StoredBlog[];
  /** Entries present but not in the expected shape; they are left out. */
  readonly invalid: number;
}

/**
 * Reads the object keyed by id that both stores hold (the database's own shape). An entry that does
 * not fit the schema is counted and left out rather than breaking the whole list; anything other
 * than an object (or nothing) is an error.
 */
export function parseBlogRecord(value: unknown): ParsedBlogs {
  if (value === null || value === undefined) return { blogs: [], invalid: 0 };
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('the stored blogs are not a list keyed by id');
  const blogs: StoredBlog[] = [];
  let invalid = 0;
  for (const [id, raw] of Object.entries(value)) {
    const parsed = blogEntrySchema.safeParse(raw);
    if (parsed.success) blogs.push({ id, ...parsed.data });
    else invalid++;
  }
  blogs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { blogs, invalid };
}
