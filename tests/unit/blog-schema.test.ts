import { describe, expect, it } from 'vitest';
import { firebaseConfigFrom } from '../../src/services/blog/config';
import { announcementImages, BLOG_LIMIT, blogStatus, limitReached, previewOf } from '../../src/services/blog/model';
import { pushId } from '../../src/services/blog/pushId';
import { blogEntrySchema, newBlogEntry, parseBlogRecord } from '../../src/services/blog/schema';

const entry = {
  title: 'Ramadan timetable',
  content: 'Classes move to the evening.',
  category: 'News',
  tags: 'ramadan, classes',
  imageUrl: 'announce2.jpg',
  author: 'Ali',
  date: '2025-03-01T10:00:00.000Z',
  expiryDate: '2025-03-31T10:00:00.000Z',
} as const;

const draft = { title: 'T', content: 'C', category: 'K', tags: 'a,b', date: '' };

describe('the blog entry schema', () => {
  it('accepts a stored entry, empty texts included', () => {
    expect(blogEntrySchema.parse(entry)).toEqual(entry);
    expect(blogEntrySchema.safeParse({ ...entry, title: '', content: '', category: '', tags: '', author: '' }).success).toBe(true);
  });

  it.each([
    ['a number as title', { title: 42 }],
    ['a missing field', { expiryDate: undefined }],
    ['an unknown field', { html: '<b>x</b>' }],
    ['an image that is not an announcement', { imageUrl: 'evil.svg' }],
    ['a date that is not ISO', { date: '01/03/2025' }],
    ['a date with an offset', { date: '2025-03-01T10:00:00+05:00' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['content over 20000 characters', { content: 'x'.repeat(20_001) }],
  ])('refuses %s', (_, change) => {
    expect(blogEntrySchema.safeParse({ ...entry, ...change }).success).toBe(false);
  });
});

describe('a new blog entry', () => {
  const now = new Date('2025-05-10T08:30:00.000Z');

  it('takes now as its date when the date is left empty, and expires 30 days after creation', () => {
    const created = newBlogEntry(draft, { now, author: 'Ali', random: () => 0 });
    expect(created).toEqual({
      title: 'T',
      content: 'C',
      category: 'K',
      tags: 'a,b',
      imageUrl: 'announce1.jpg',
      author: 'Ali',
      date: '2025-05-10T08:30:00.000Z',
      expiryDate: '2025-06-09T08:30:00.000Z',
    });
  });

  it('takes the chosen date as local midnight, and still expires 30 days after creation', () => {
    const created = newBlogEntry({ ...draft, date: '2024-12-25' }, { now, author: 'Ali', random: () => 0 });
    expect(created.date).toBe(new Date(2024, 11, 25).toISOString());
    expect(new Date(created.date).toLocaleDateString('en-GB')).toBe('25/12/2024');
    expect(created.expiryDate).toBe('2025-06-09T08:30:00.000Z');
  });

  it('picks one of the five announcement images at random', () => {
    const picked = [0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((value) => newBlogEntry(draft, { now, author: 'Ali', random: () => value }).imageUrl);
    expect(picked).toEqual(['announce1.jpg', 'announce2.jpg', 'announce3.jpg', 'announce4.jpg', 'announce5.jpg', 'announce5.jpg']);
    expect(announcementImages).toHaveLength(5);
  });
});

describe('the card preview', () => {
  it('shows content of exactly 200 characters whole, without "..." or Read More', () => {
    const content = 'a'.repeat(200);
    expect(previewOf(content)).toEqual({ text: content, truncated: false });
  });

  it('cuts content of 201 characters to the first 200 and adds "..."', () => {
    const content = `${'a'.repeat(200)}b`;
    expect(previewOf(content)).toEqual({ text: `${'a'.repeat(200)}...`, truncated: true });
  });

  it('leaves short and empty content alone', () => {
    expect(previewOf('Short.')).toEqual({ text: 'Short.', truncated: false });
    expect(previewOf('')).toEqual({ text: '', truncated: false });
  });
});

describe('the status', () => {
  const expiryDate = '2025-06-09T08:30:00.000Z';
  it('is Active while the expiry date is in the future, and at the very moment of expiry', () => {
    expect(blogStatus({ expiryDate }, new Date('2025-06-09T08:29:59.999Z'))).toBe('Active');
    expect(blogStatus({ expiryDate }, new Date(expiryDate))).toBe('Active');
  });
  it('is Expired once the expiry date is past', () => {
    expect(blogStatus({ expiryDate }, new Date('2025-06-09T08:30:00.001Z'))).toBe('Expired');
  });
});

describe('the limit', () => {
  it('is reached at 5 blogs or more', () => {
    expect(BLOG_LIMIT).toBe(5);
    expect([0, 4, 5, 6].map(limitReached)).toEqual([false, false, true, true]);
  });
});

describe('reading stored blogs', () => {
  it('returns nothing for an empty store', () => {
    expect(parseBlogRecord(null)).toEqual({ blogs: [], invalid: 0 });
  });

  it('lists valid entries in creation (id) order and counts the damaged ones', () => {
    const parsed = parseBlogRecord({ '-B': entry, '-A': { ...entry, title: 'First' }, '-C': { title: 7 } });
    expect(parsed.blogs.map((blog) => [blog.id, blog.title])).toEqual([
      ['-A', 'First'],
      ['-B', 'Ramadan timetable'],
    ]);
    expect(parsed.invalid).toBe(1);
  });

  it('refuses anything that is not an object keyed by id', () => {
    expect(() => parseBlogRecord('oops')).toThrow();
    expect(() => parseBlogRecord([entry])).toThrow();
  });
});

describe('push ids', () => {
  it('are 20 characters of the database alphabet and sort by time', () => {
    const early = pushId(1_700_000_000_000, () => 0.99);
    const late = pushId(1_700_000_000_001, () => 0);
    expect(early).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(early < late).toBe(true);
  });
});

describe('choosing the store', () => {
  const env = {
    VITE_FIREBASE_API_KEY: 'AIzaFake',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
    VITE_FIREBASE_DATABASE_URL: 'https://demo-default-rtdb.europe-west1.firebasedatabase.app',
    VITE_FIREBASE_PROJECT_ID: 'demo',
    VITE_FIREBASE_APP_ID: '1:2:web:3',
    VITE_BLOG_OWNER_UID: 'owner-uid',
  };

  it('uses Firebase when all six variables are set', () => {
    expect(firebaseConfigFrom(env)).toEqual({
      apiKey: 'AIzaFake',
      authDomain: 'demo.firebaseapp.com',
      databaseURL: 'https://demo-default-rtdb.europe-west1.firebasedatabase.app',
      projectId: 'demo',
      appId: '1:2:web:3',
      ownerUid: 'owner-uid',
    });
  });

  it('falls back to the local store when any is missing or blank', () => {
    expect(firebaseConfigFrom({})).toBeNull();
    expect(firebaseConfigFrom({ ...env, VITE_BLOG_OWNER_UID: ' ' })).toBeNull();
    expect(firebaseConfigFrom({ ...env, VITE_FIREBASE_APP_ID: undefined })).toBeNull();
  });
});
