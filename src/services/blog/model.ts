import type { BlogEntry } from './schema';

/** SPEC.md section 9: at most 5 blogs, 30 days to expiry, 200-character previews. */
export const BLOG_LIMIT = 5;
export const EXPIRY_DAYS = 30;
export const PREVIEW_LENGTH = 200;

/**
 * Longest text per field, in characters. database.rules.json enforces the same numbers (a test
 * compares them); all sit far below the database's own 10485760-byte string limit (SPEC.md section 5).
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

export interface StoredBlog extends BlogEntry {
  readonly id: string;
}

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

/** Derived, never stored (SPEC.md section 4): Expired once the expiry date is earlier than now. */
export function blogStatus(entry: Pick<BlogEntry, 'expiryDate'>, now: Date): BlogStatus {
  return new Date(entry.expiryDate).getTime() < now.getTime() ? 'Expired' : 'Active';
}

export function limitReached(count: number): boolean {
  return count >= BLOG_LIMIT;
}

