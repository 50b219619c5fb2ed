/** At most 5 blogs at a time, 30 days to expiry, 200-character previews. */
export const BLOG_LIMIT = 5;
const EXPIRY_DAYS = 30;
const PREVIEW_LENGTH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;
/** 30 days in milliseconds: database.rules.json requires `expiresAt === createdAt + 2592000000`. */
export const EXPIRY_MS = EXPIRY_DAYS * DAY_MS;
/**
 * How far a new blog's `createdAt` may lie from the database server's clock, either way. The client
 * writes `createdAt` from its own clock, so the owner's device may be a little off and the write takes
 * a moment to arrive; five minutes covers both, and moves a blog's expiry by five minutes at most.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * Longest text per field, in characters. database.rules.json enforces the same numbers (a test
 * compares them); all sit far below the database's own 10485760-byte string limit.
 */
export const blogLimits = {
  title: 200,
  content: 20_000,
  category: 100,
  tags: 500,
  author: 100,
} as const;

export const announcementImages = ['announce1.jpg', 'announce2.jpg', 'announce3.jpg', 'announce4.jpg', 'announce5.jpg'] as const;

/** The announcement images are public files under content/public/img/. */
export function announcementImageSrc(imageUrl: string): string {
  return `/img/${imageUrl}`;
}

/** A 20-character push id, the only form of blog id either store writes (and the rules accept). */
export const BLOG_ID_PATTERN = /^[-0-9A-Za-z_]{20}$/;

/** What the owner types on the write page; `date` is the date picker's value, "" when left blank. */
export interface BlogDraft {
  readonly title: string;
  readonly content: string;
  readonly category: string;
  readonly tags: string;
  readonly date: string;
}

/** The card's preview: the first 200 characters, and whether the content goes on beyond them. */
export function previewOf(content: string): { text: string; truncated: boolean } {
  const truncated = content.length > PREVIEW_LENGTH;
  return { text: truncated ? `${content.slice(0, PREVIEW_LENGTH)}...` : content, truncated };
}

export type BlogStatus = 'Active' | 'Expired';

/**
 * Derived, never stored: Expired once the expiry is earlier than now. The expiry is `expiresAt`, the
 * number the database rules checked, whenever the entry has it (every blog written to Firebase does);
 * only an entry of the browser-only preview store may lack it, and then its `expiryDate` is used.
 */
export function blogStatus(entry: { readonly expiryDate: string; readonly expiresAt?: number | undefined }, now: Date): BlogStatus {
  const expiry = entry.expiresAt ?? Date.parse(entry.expiryDate);
  return expiry < now.getTime() ? 'Expired' : 'Active';
}

/**
 * `count` is the number of places held: every stored entry, a damaged one too (the database's rules
 * count it, and the manage page lists it with a Delete button that frees its place).
 */
export function limitReached(count: number): boolean {
  return count >= BLOG_LIMIT;
}

