import { afterEach, describe, expect, it } from 'vitest';
import { announcementImages, BLOG_LIMIT, blogStatus, EXPIRY_MS, limitReached, previewOf } from '../../../../src/services/blog/model';
import { pushId } from '../../../../src/services/blog/pushId';
import { blogEntrySchema, databaseEntrySchema, newBlogEntry, parseBlogRecord } from '../../../../src/services/blog/schema';
import { damagedInEnglish, listedInEnglish, thrownInEnglish } from '../../support/blogInEnglish';
import { without } from '../../support/without';

/** Written at 2025-03-01T10:00:00.000Z: expiry 30 days later, in both forms. */
const entry = {
  title: 'Ramadan timetable',
  content: 'Classes move to the evening.',
  category: 'News',
  tags: 'ramadan, classes',
  imageUrl: 'announce2.jpg',
  author: 'Ali',
  date: '2025-03-01T10:00:00.000Z',
  expiryDate: '2025-03-31T10:00:00.000Z',
  createdAt: Date.UTC(2025, 2, 1, 10),
  expiresAt: Date.UTC(2025, 2, 31, 10),
} as const;

/** An entry of the browser-only preview store written before the checked numbers existed. */
const unchecked = without(entry, 'createdAt', 'expiresAt');

const draft = { title: 'T', content: 'C', category: 'K', tags: 'a,b', date: '' };

describe('the blog entry schema', () => {
  it('accepts a stored entry, empty texts included', () => {
    expect(blogEntrySchema.parse(entry)).toEqual(entry);
    expect(blogEntrySchema.safeParse({ ...entry, title: '', content: '', category: '', tags: '', author: '' }).success).toBe(true);
  });

  // Mutants of the refusal of one number without the other survive: past it, a sum with undefined is NaN, which equals nothing, so the entry is refused anyway.
  it.each([
    ['a number as title', { title: 42 }],
    ['a missing field', { expiryDate: undefined }],
    ['the impossible date 2025-02-31', { date: '2025-02-31T10:00:00.000Z' }],
    ['the impossible date 2023-02-29', { date: '2023-02-29T10:00:00.000Z' }],
    ['createdAt without expiresAt', { expiresAt: undefined }],
    ['expiresAt without createdAt', { createdAt: undefined }],
    ['expiresAt not 30 days after createdAt', { expiresAt: entry.expiresAt + 1 }],
    ['an expiryDate that disagrees with expiresAt', { expiryDate: '2999-01-01T00:00:00.000Z' }],
    ['an expiryDate one millisecond off expiresAt', { expiryDate: '2025-03-31T10:00:00.001Z' }],
    ['both numbers moved on together, the strings left behind', { createdAt: entry.createdAt + 1, expiresAt: entry.expiresAt + 1 }],
    ['a createdAt moved on alone, the expiry left as it was', { createdAt: entry.createdAt + 1 }],
    ['a createdAt that is a string', { createdAt: '2025-03-01T10:00:00.000Z' }],
    ['a createdAt that is not whole', { createdAt: entry.createdAt + 0.5, expiresAt: entry.expiresAt + 0.5 }],
    ['an unknown field', { html: '<b>x</b>' }],
    ['an image that is not an announcement', { imageUrl: 'evil.svg' }],
    ['a date that is not ISO', { date: '01/03/2025' }],
    ['a date with an offset', { date: '2025-03-01T10:00:00+05:00' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['content over 20000 characters', { content: 'x'.repeat(20_001) }],
  ])('refuses %s', (_, change) => {
    expect(blogEntrySchema.safeParse({ ...entry, ...change }).success).toBe(false);
    expect(databaseEntrySchema.safeParse({ ...entry, ...change }).success).toBe(false);
  });

  it('accepts the leap day 2024-02-29 and the year 0050 as blog dates', () => {
    expect(blogEntrySchema.safeParse({ ...entry, date: '2024-02-29T10:00:00.000Z' }).success).toBe(true);
    expect(blogEntrySchema.parse({ ...entry, date: '0050-03-01T00:00:00.000Z' }).date).toBe('0050-03-01T00:00:00.000Z');
  });

  it('requires the checked numbers of an entry read from the database', () => {
    expect(databaseEntrySchema.parse(entry)).toEqual(entry);
    expect(databaseEntrySchema.safeParse(unchecked).success).toBe(false);
  });

  it('accepts an entry of the preview store without the numbers, as it was stored before them', () => {
    expect(blogEntrySchema.parse(unchecked)).toEqual(unchecked);
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
      createdAt: Date.UTC(2025, 4, 10, 8, 30),
      expiresAt: Date.UTC(2025, 5, 9, 8, 30),
    });
    expect(databaseEntrySchema.safeParse(created).success).toBe(true);
  });

  it('takes the chosen date as local midnight, and still expires 30 days after creation', () => {
    const created = newBlogEntry({ ...draft, date: '2024-12-25' }, { now, author: 'Ali', random: () => 0 });
    expect(created.date).toBe(new Date(2024, 11, 25).toISOString());
    expect(new Date(created.date).toLocaleDateString('en-GB')).toBe('25/12/2024');
    expect(created.expiryDate).toBe('2025-06-09T08:30:00.000Z');
    expect(created.expiresAt).toBe(now.getTime() + EXPIRY_MS);
  });

  it('keeps a chosen year below 100 as written: 0050 is the year 50, not 1950', () => {
    const created = newBlogEntry({ ...draft, date: '0050-03-01' }, { now, author: 'Ali', random: () => 0 });
    const local = new Date(created.date);
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours()]).toEqual([50, 3, 1, 0]);
    expect(newBlogEntry({ ...draft, date: '0099-12-31' }, { now, author: 'Ali' }).date).toBe(new Date(Date.parse('0099-12-31T00:00:00')).toISOString());
  });

  // The picked date's checks overlap, so a mutant dropping or regrouping one of them refuses the same dates: a month out of range moves the
  // year and the month, a day out of range moves the month, and a date that is no date fails every comparison (NaN) whether or not it is
  // asked first.
  it('takes a leap day, and refuses a date the calendar does not have instead of storing another', () => {
    const leap = newBlogEntry({ ...draft, date: '2024-02-29' }, { now, author: 'Ali' });
    expect(new Date(leap.date).toLocaleDateString('en-GB')).toBe('29/02/2024');
    for (const date of ['2025-02-31', '2025-02-30', '2023-02-29', '2025-13-01', '2025-04-31', '2025-00-10', '2025-01-00', 'tomorrow', '2025-01-011', '12025-01-01']) {
      expect(thrownInEnglish(() => newBlogEntry({ ...draft, date }, { now, author: 'Ali' })), date).toBe(`the blog date "${date}" is not a calendar date`);
    }
  });

  it('picks one of the five announcement images at random', () => {
    // 1 lies outside what Math.random gives, but a random source at its very top still picks the fifth.
    const picked = [0, 0.2, 0.4, 0.6, 0.8, 0.9999, 1].map((value) => newBlogEntry(draft, { now, author: 'Ali', random: () => value }).imageUrl);
    expect(picked).toEqual(['announce1.jpg', 'announce2.jpg', 'announce3.jpg', 'announce4.jpg', 'announce5.jpg', 'announce5.jpg', 'announce5.jpg']);
    expect(announcementImages).toHaveLength(5);
  });
});

describe('a chosen blog date, on an owner clock away from UTC', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // Mutation testing runs the tests in worker threads, which keep the zone the process started in:
  // there this is skipped, so the mutant that sets the minutes instead of the hours survives it (in
  // UTC, midnight's hours are 0 either way).
  it.for([
    ['Asia/Karachi', '2024-12-24T19:00:00.000Z'],
    ['America/New_York', '2024-12-25T05:00:00.000Z'],
  ])('is stored as midnight at the start of that day in %s', ([timeZone, stored], { skip }) => {
    process.env.TZ = timeZone;
    skip(new Date(0).getTimezoneOffset() === 0, 'this worker cannot change its time zone');
    const created = newBlogEntry({ ...draft, date: '2024-12-25' }, { now: new Date('2025-05-10T08:30:00.000Z'), author: 'Ali', random: () => 0 });
    expect(created.date).toBe(stored);
    const local = new Date(created.date);
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours(), local.getMinutes()]).toEqual([2024, 12, 25, 0, 0]);
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
  const expiresAt = Date.parse(expiryDate);
  it('is Active while the expiry is in the future, and at the very moment of expiry', () => {
    expect(blogStatus({ expiryDate, expiresAt }, new Date('2025-06-09T08:29:59.999Z'))).toBe('Active');
    expect(blogStatus({ expiryDate, expiresAt }, new Date(expiryDate))).toBe('Active');
  });
  it('is Expired once the expiry is past', () => {
    expect(blogStatus({ expiryDate, expiresAt }, new Date('2025-06-09T08:30:00.001Z'))).toBe('Expired');
  });
  it('follows the checked expiresAt, not the string beside it', () => {
    expect(blogStatus({ expiryDate: '2999-01-01T00:00:00.000Z', expiresAt }, new Date('2025-07-01T00:00:00.000Z'))).toBe('Expired');
  });
  it('uses the expiry date of a preview-store entry without the numbers', () => {
    expect(blogStatus({ expiryDate }, new Date('2025-06-09T08:29:59.999Z'))).toBe('Active');
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
    expect(parseBlogRecord(null)).toEqual({ blogs: [], damaged: [] });
    expect(parseBlogRecord(undefined)).toEqual({ blogs: [], damaged: [] });
  });

  it('lists valid entries in creation (id) order, and the damaged ones apart, in id order, with what is wrong', () => {
    const parsed = parseBlogRecord({ '-B': entry, '-D': 'junk', '-A': { ...entry, title: 'First' }, '-C': { title: 7 } });
    expect(parsed.blogs.map((blog) => [blog.id, blog.title])).toEqual([
      ['-A', 'First'],
      ['-B', 'Ramadan timetable'],
    ]);
    expect(parsed.damaged.map(damagedInEnglish)).toEqual([
      { id: '-C', title: null, problem: 'The title is not text; the content is missing; the category is missing; 5 more problems' },
      { id: '-D', title: null, problem: 'It is not a blog at all' },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a field too long', { title: 'x'.repeat(201) }, 'The title is longer than 200 characters'],
    ['an unknown picture', { imageUrl: 'evil.jpg' }, 'The picture is not one of the announcement pictures'],
    ['a date that is no date', { date: '2025-02-31T00:00:00.000Z' }, 'The blog date is not a date and time'],
    ['the tags removed', { tags: undefined }, 'The tags are missing'],
    ['a field the site does not know', { html: '<b>x</b>' }, 'It holds fields the site does not know (html)'],
    ['a negative time', { createdAt: -1, expiresAt: -1 + 2_592_000_000 }, 'The time it was written is out of range; its dates disagree: the expiry is not 30 days after the time it was written'],
    ['two problems', { title: 5, tags: 5 }, 'The title is not text; the tags are not text'],
  ])('says what is wrong with an entry with %s, in the owner\'s words', (_label, change, problem) => {
    expect(parseBlogRecord({ '-A': { ...entry, ...change } }).damaged.map(damagedInEnglish).map((damaged) => [damaged.id, damaged.problem])).toEqual([['-A', problem]]);
  });

  it('leaves out, as damaged, an entry whose strings disagree with its numbers', () => {
    const forged = { ...entry, expiryDate: '2999-01-01T00:00:00.000Z' };
    const damaged = [{ id: '-B', title: entry.title, problem: 'Its dates disagree: the expiry is not 30 days after the time it was written' }];
    expect(listedInEnglish(parseBlogRecord({ '-A': entry, '-B': forged }, databaseEntrySchema))).toEqual({ blogs: [{ id: '-A', ...entry }], damaged });
    expect(parseBlogRecord({ '-A': entry, '-B': forged }).damaged.map(damagedInEnglish)).toEqual(damaged);
  });

  it('leaves out an entry without the checked numbers when reading the database', () => {
    expect(listedInEnglish(parseBlogRecord({ '-A': unchecked }, databaseEntrySchema))).toEqual({
      blogs: [],
      damaged: [{ id: '-A', title: entry.title, problem: 'The time it was written is missing; the time it expires is missing' }],
    });
    expect(parseBlogRecord({ '-A': unchecked })).toEqual({ blogs: [{ id: '-A', ...unchecked }], damaged: [] });
  });

  it('refuses anything that is not an object keyed by id', () => {
    const reason = 'the stored blogs are not a list keyed by id';
    expect(thrownInEnglish(() => parseBlogRecord('oops'))).toBe(reason);
    expect(thrownInEnglish(() => parseBlogRecord([entry]))).toBe(reason);
    expect(thrownInEnglish(() => parseBlogRecord(5))).toBe(reason);
  });
});

describe('push ids', () => {
  it('are 20 characters of the database alphabet and sort by time', () => {
    const early = pushId(1_700_000_000_000, () => 0.99);
    const late = pushId(1_700_000_000_001, () => 0);
    expect(early).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(early < late).toBe(true);
  });

  it('end in 12 random characters, so two ids of the same millisecond differ', () => {
    expect(pushId(0, () => 0)).toBe('-'.repeat(20));
    expect(pushId(0, () => 0.999)).toBe(`${'-'.repeat(8)}${'z'.repeat(12)}`);
    expect(pushId(1_700_000_000_000, () => 0.5).slice(8)).toBe('V'.repeat(12));
  });
});
