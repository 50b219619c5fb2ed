import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as targaryen from 'targaryen';
import type { Database, Result } from 'targaryen';
import { blogLimits, CLOCK_TOLERANCE_MS, EXPIRY_MS } from '../../../../src/services/blog/model';
import { REPO_ROOT } from '../../../support/repository';

/**
 * Every write and read an attacker (or a careless client) might try against database.rules.json,
 * each with the answer the rules must give. targaryen evaluates the rules offline; `now` is the
 * fixed clock below, never the machine's.
 */

export const rules = JSON.parse(readFileSync(join(REPO_ROOT, 'database.rules.json'), 'utf8')) as {
  rules: { blogs: { $owner: { blogs: { $blogId: Record<string, { '.validate': string | boolean }> } } } };
};

/** The server's clock for every operation: 2025-03-01T18:00:00.000Z. */
export const NOW = Date.UTC(2025, 2, 1, 18, 0, 0);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const OWNER = { uid: 'OWNER_UID' };
const STRANGER = { uid: 'SOMEONE_ELSE' };
const ownerPath = `/blogs/${OWNER.uid}`;

const iso = (time: number) => new Date(time).toISOString();

/** A valid blog written at `createdAt` (by default the server's now), as the app writes it. */
function entryAt(createdAt = NOW, change: Record<string, unknown> = {}) {
  return {
    title: 'Ramadan classes',
    content: 'Evening classes through the month.',
    category: 'News',
    tags: 'ramadan, classes',
    imageUrl: 'announce3.jpg',
    author: 'Ali',
    date: iso(createdAt),
    expiryDate: iso(createdAt + EXPIRY_MS),
    createdAt,
    expiresAt: createdAt + EXPIRY_MS,
    ...change,
  };
}

/** 20-character push ids, as the client makes them. */
const id = (n: number) => `-OAbCdEfGhIjKlMnOp${String(n).padStart(2, '0')}`;

/** A database whose `owner` names the owner's uid, holding `existing` blogs (written days ago) and the matching counter. */
function database(existing: number): Database {
  const blogs = Object.fromEntries(Array.from({ length: existing }, (_, index) => [id(index + 1), entryAt(NOW - (existing - index) * DAY)]));
  const ownerNode = existing ? { count: existing, lastId: id(existing), blogs } : {};
  return targaryen.database(rules, { owner: OWNER.uid, blogs: { [OWNER.uid]: ownerNode } }, NOW);
}

/** The client's create: one multi-path update of the blog, the raised counter and the new blog's id. */
function create(existing: number, blog: unknown = entryAt(), newId = id(existing + 1)) {
  return { [`blogs/${newId}`]: blog, count: existing + 1, lastId: newId };
}

const asOwner = (existing = 0) => database(existing).as(OWNER);
const update = (db: Database, patch: Record<string, unknown>, path = ownerPath) => db.update(path, patch, NOW);
const write = (db: Database, path: string, value: unknown) => db.write(path, value, { now: NOW });
/** The owner's first blog, with one field of it changed. */
const firstWith = (change: Record<string, unknown>) => update(asOwner(), create(0, entryAt(NOW, change)));

export type Expected = 'allowed' | 'refused';

export interface RuleCase {
  readonly group: string;
  readonly name: string;
  readonly expected: Expected;
  readonly attempt: () => Result;
}

const cases: RuleCase[] = [];
function add(group: string, name: string, expected: Expected, attempt: () => Result) {
  cases.push({ group, name, expected, attempt });
}

/* Who may write. */
{
  const group = 'who may write';
  add(group, 'the owner adds a first blog with count 1 and lastId naming it', 'allowed', () => update(asOwner(0), create(0)));
  add(group, 'the owner adds a fifth blog to four', 'allowed', () => update(asOwner(4), create(4)));
  add(group, 'another signed-in user adds a blog under the owner', 'refused', () => update(database(0).as(STRANGER), create(0)));
  add(group, 'an anonymous visitor adds a blog under the owner', 'refused', () => update(database(0).as(null), create(0)));
  add(group, 'a signed-in user adds a blog under their own uid', 'refused', () =>
    update(database(0).as(STRANGER), create(0), `/blogs/${STRANGER.uid}`),
  );
  add(group, 'the owner uid writes while /owner is not set', 'refused', () =>
    targaryen.database(rules, { blogs: {} }, NOW).as(OWNER).update(ownerPath, create(0), NOW),
  );
  add(group, 'another signed-in user raises count alone', 'refused', () => write(database(3).as(STRANGER), `${ownerPath}/count`, 4));
  add(group, 'an anonymous visitor raises count alone', 'refused', () => write(database(3).as(null), `${ownerPath}/count`, 4));
  add(group, 'an anonymous visitor moves lastId', 'refused', () => write(database(3).as(null), `${ownerPath}/lastId`, id(1)));
}

/* `count` moves only together with a new blog that lastId names. */
{
  const group = 'count moves only with a new blog';
  add(group, 'count raised by 1 alone', 'refused', () => update(asOwner(3), { count: 4 }));
  add(group, 'count raised by 1 alone, written as a set', 'refused', () => write(asOwner(3), `${ownerPath}/count`, 4));
  add(group, 'count set to 1 alone before any blog exists', 'refused', () => update(asOwner(0), { count: 1 }));
  add(group, 'count raised by 1 with lastId naming an id that holds no blog', 'refused', () => update(asOwner(3), { count: 4, lastId: id(4) }));
  add(group, 'count raised by 1 with lastId naming an existing blog', 'refused', () => update(asOwner(3), { count: 4, lastId: id(1) }));
  add(group, 'count raised by 1 with lastId left on the last existing blog', 'refused', () => update(asOwner(3), { count: 4, lastId: id(3) }));
  add(group, 'count raised by 2 alone', 'refused', () => update(asOwner(3), { count: 5 }));
  add(group, 'count raised by 2 with one new blog', 'refused', () => update(asOwner(3), { ...create(3), count: 5 }));
  add(group, 'count lowered by 1 alone', 'refused', () => update(asOwner(3), { count: 2 }));
  add(group, 'count lowered by 1 with a new blog', 'refused', () => update(asOwner(3), { ...create(3), count: 2 }));
  add(group, 'count reset to 0', 'refused', () => write(asOwner(5), `${ownerPath}/count`, 0));
  add(group, 'count removed', 'refused', () => write(asOwner(5), `${ownerPath}/count`, null));
  add(group, 'count written as the string "4" with a new blog', 'refused', () => update(asOwner(3), { ...create(3), count: '4' }));
  add(group, 'count raised by 1.5 with a new blog', 'refused', () => update(asOwner(1), { ...create(1), count: 2.5 }));
  add(group, 'a new blog with lastId but without count', 'refused', () => update(asOwner(3), { [`blogs/${id(4)}`]: entryAt(), lastId: id(4) }));
  add(group, 'a new blog set alone', 'refused', () => write(asOwner(0), `${ownerPath}/blogs/${id(1)}`, entryAt()));
  add(group, 'a new blog with count but without lastId', 'refused', () => update(asOwner(3), { [`blogs/${id(4)}`]: entryAt(), count: 4 }));
  add(group, 'a new blog with count, lastId naming an existing blog', 'refused', () => update(asOwner(3), { ...create(3), lastId: id(1) }));
  add(group, 'a new blog with count, lastId naming another new id', 'refused', () => update(asOwner(3), { ...create(3), lastId: id(9) }));
  add(group, 'two new blogs for one step of count', 'refused', () => update(asOwner(3), { ...create(3), [`blogs/${id(9)}`]: entryAt() }));
  add(group, 'two new blogs with count raised by 2', 'refused', () =>
    update(asOwner(3), { ...create(3), [`blogs/${id(9)}`]: entryAt(), count: 5 }),
  );
  add(group, 'lastId alone, naming an existing blog', 'refused', () => update(asOwner(3), { lastId: id(1) }));
  add(group, 'lastId alone, written as a path', 'refused', () => update(asOwner(3), { lastId: '../count' }));
  add(group, 'a blog id that is not a push id', 'refused', () => update(asOwner(0), create(0, entryAt(), 'not-a-push-id')));
  add(group, 'an existing blog overwritten, with count raised and lastId naming it', 'refused', () =>
    update(asOwner(3), create(3, entryAt(), id(2))),
  );
}

/* The 5-blog limit. */
{
  const group = 'the 5-blog limit';
  add(group, 'a sixth blog with count 6', 'refused', () => update(asOwner(5), create(5)));
  add(group, 'a sixth blog leaving count at 5', 'refused', () => update(asOwner(5), { [`blogs/${id(6)}`]: entryAt(), lastId: id(6) }));
}

/* Every field of a blog. */
{
  const group = 'every field';
  for (const [field, max] of Object.entries(blogLimits)) {
    add(group, `${field} a number`, 'refused', () => firstWith({ [field]: 42 }));
    add(group, `${field} one character over ${max}`, 'refused', () => firstWith({ [field]: 'x'.repeat(max + 1) }));
    add(group, `${field} at exactly ${max} characters`, 'allowed', () => firstWith({ [field]: 'x'.repeat(max) }));
    add(group, `${field} empty`, 'allowed', () => firstWith({ [field]: '' }));
  }
  add(group, 'imageUrl announce5.jpg', 'allowed', () => firstWith({ imageUrl: 'announce5.jpg' }));
  add(group, 'imageUrl announce6.jpg', 'refused', () => firstWith({ imageUrl: 'announce6.jpg' }));
  add(group, 'imageUrl an outside address', 'refused', () => firstWith({ imageUrl: 'https://evil.example/x.svg' }));
  add(group, 'imageUrl a number', 'refused', () => firstWith({ imageUrl: 1 }));
  add(group, 'an unknown field', 'refused', () => firstWith({ html: '<img src=x onerror=alert(1)>' }));
  for (const field of Object.keys(entryAt())) add(group, `${field} missing`, 'refused', () => firstWith({ [field]: null }));
}

/* `date`, the blog date the owner chose: a real calendar date in the one ISO form. */
{
  const group = 'date (the chosen blog date)';
  const dated = (date: unknown) => () => firstWith({ date });
  add(group, 'not a date ("tomorrow")', 'refused', dated('tomorrow'));
  add(group, 'a date without a time', 'refused', dated('2025-03-01'));
  add(group, 'with an offset instead of Z', 'refused', dated('2025-03-01T18:00:00.000+05:00'));
  add(group, 'without milliseconds', 'refused', dated('2025-03-01T18:00:00Z'));
  add(group, 'a number', 'refused', dated(NOW));
  add(group, '2025-02-31 (February has 28 days in 2025)', 'refused', dated('2025-02-31T00:00:00.000Z'));
  add(group, '2023-02-29 (2023 is no leap year)', 'refused', dated('2023-02-29T00:00:00.000Z'));
  add(group, '1900-02-29 (a century is no leap year)', 'refused', dated('1900-02-29T00:00:00.000Z'));
  add(group, '2025-04-31 (April has 30 days)', 'refused', dated('2025-04-31T00:00:00.000Z'));
  add(group, 'month 13', 'refused', dated('2025-13-01T00:00:00.000Z'));
  add(group, 'month 00', 'refused', dated('2025-00-10T00:00:00.000Z'));
  add(group, 'day 00', 'refused', dated('2025-03-00T00:00:00.000Z'));
  add(group, 'hour 24', 'refused', dated('2025-03-01T24:00:00.000Z'));
  add(group, '2024-02-29 (leap day)', 'allowed', dated('2024-02-29T00:00:00.000Z'));
  add(group, '2000-02-29 (a 400th year is a leap year)', 'allowed', dated('2000-02-29T00:00:00.000Z'));
  add(group, '2025-01-31 and 2025-04-30 (last days of months)', 'allowed', () => {
    const first = firstWith({ date: '2025-01-31T00:00:00.000Z' });
    return first.allowed ? firstWith({ date: '2025-04-30T23:59:59.999Z' }) : first;
  });
  add(group, 'the year 0050', 'allowed', dated('0050-03-01T00:00:00.000Z'));
  add(group, 'a chosen date in the past (the date picker allows it; expiry does not use it)', 'allowed', dated('2024-12-25T00:00:00.000Z'));
  add(group, 'a chosen date a year ahead (the date picker allows it; expiry does not use it)', 'allowed', dated('2026-03-01T00:00:00.000Z'));
}

/* `createdAt`, the moment of writing, against the server's clock. */
{
  const group = 'createdAt (the moment of writing)';
  const at = (createdAt: number) => () => update(asOwner(), create(0, entryAt(createdAt)));
  add(group, 'exactly the server time', 'allowed', at(NOW));
  add(group, `${CLOCK_TOLERANCE_MS / MINUTE} minutes behind the server (edge of the window)`, 'allowed', at(NOW - CLOCK_TOLERANCE_MS));
  add(group, `${CLOCK_TOLERANCE_MS / MINUTE} minutes ahead of the server (edge of the window)`, 'allowed', at(NOW + CLOCK_TOLERANCE_MS));
  add(group, 'one millisecond further behind than the window', 'refused', at(NOW - CLOCK_TOLERANCE_MS - 1));
  add(group, 'one millisecond further ahead than the window', 'refused', at(NOW + CLOCK_TOLERANCE_MS + 1));
  add(group, 'a day in the future', 'refused', at(NOW + DAY));
  add(group, 'a year in the future (a blog that stays Active for a year)', 'refused', at(NOW + 365 * DAY));
  add(group, 'a year in the past (a blog born Expired)', 'refused', at(NOW - 365 * DAY));
  add(group, 'the epoch', 'refused', at(0));
  add(group, 'a fraction of a millisecond', 'refused', at(NOW + 0.5));
  add(group, 'an ISO string', 'refused', () => firstWith({ createdAt: iso(NOW) }));
}

/* `expiresAt` and `expiryDate`: exactly 30 days after createdAt. */
{
  const group = 'expiry';
  const expiring = (expiresAt: unknown) => () => firstWith({ expiresAt });
  add(group, 'expiresAt exactly createdAt + 30 days', 'allowed', expiring(NOW + EXPIRY_MS));
  add(group, 'expiresAt one millisecond later', 'refused', expiring(NOW + EXPIRY_MS + 1));
  add(group, 'expiresAt one millisecond earlier', 'refused', expiring(NOW + EXPIRY_MS - 1));
  add(group, 'expiresAt 31 days after createdAt', 'refused', expiring(NOW + 31 * DAY));
  add(group, 'expiresAt 29 days after createdAt', 'refused', expiring(NOW + 29 * DAY));
  add(group, 'expiresAt in the year 2999', 'refused', expiring(Date.UTC(2999, 0, 1)));
  add(group, 'expiresAt equal to createdAt', 'refused', expiring(NOW));
  add(group, 'expiresAt as an ISO string', 'refused', expiring(iso(NOW + EXPIRY_MS)));
  add(group, 'expiryDate an impossible calendar date (2025-02-31)', 'refused', () => firstWith({ expiryDate: '2025-02-31T18:00:00.000Z' }));
  add(group, 'expiryDate not ISO', 'refused', () => firstWith({ expiryDate: 'next month' }));
  add(group, 'expiryDate a number', 'refused', () => firstWith({ expiryDate: NOW + EXPIRY_MS }));
  add(
    group,
    'expiryDate a real date that disagrees with expiresAt (rules cannot parse dates; the app reads the entry as damaged)',
    'allowed',
    () => firstWith({ expiryDate: '2999-01-01T00:00:00.000Z' }),
  );
}

/* Deleting: a blog goes only with `count` lowered by 1 and `lastRemoved` naming it, in one update. */
{
  const group = 'deleting a blog';
  /** The client's delete: the blog removed, the counter lowered, and the removed id named. */
  const remove = (existing: number, which: number) => ({ [`blogs/${id(which)}`]: null, count: existing - 1, lastRemoved: id(which) });
  add(group, 'the owner deletes a blog with count lowered by 1 and lastRemoved naming it', 'allowed', () => update(asOwner(3), remove(3, 2)));
  add(group, 'the owner deletes the only blog, count lowered to 0', 'allowed', () => update(asOwner(1), remove(1, 1)));
  add(group, 'the owner deletes one of five, then adds a new fifth', 'allowed', () => {
    const deleted = update(asOwner(5), remove(5, 1));
    if (!deleted.allowed) return deleted;
    return update(deleted.newDatabase.as(OWNER), create(4, entryAt(), id(6)));
  });
  add(group, 'a sixth blog after a delete and a new fifth', 'refused', () => {
    const deleted = update(asOwner(5), remove(5, 1));
    const added = update(deleted.newDatabase.as(OWNER), create(4, entryAt(), id(6)));
    return update(added.newDatabase.as(OWNER), create(5, entryAt(), id(7)));
  });
  add(group, 'a delete with count left unchanged', 'refused', () => update(asOwner(3), { ...remove(3, 2), count: 3 }));
  add(group, 'a delete with count lowered by 2', 'refused', () => update(asOwner(3), { ...remove(3, 2), count: 1 }));
  add(group, 'a delete with count raised by 1', 'refused', () => update(asOwner(3), { ...remove(3, 2), count: 4 }));
  add(group, 'a delete with count lowered but without lastRemoved', 'refused', () => update(asOwner(3), { [`blogs/${id(2)}`]: null, count: 2 }));
  add(group, 'a delete with lastRemoved naming another, still stored blog', 'refused', () => update(asOwner(3), { ...remove(3, 2), lastRemoved: id(1) }));
  add(group, 'two blogs deleted for one step of count', 'refused', () => update(asOwner(3), { ...remove(3, 2), [`blogs/${id(1)}`]: null }));
  add(group, 'two blogs deleted with count lowered by 2', 'refused', () => update(asOwner(3), { ...remove(3, 2), [`blogs/${id(1)}`]: null, count: 1 }));
  add(group, 'a delete and a new blog in the same update, count lowered', 'refused', () => update(asOwner(3), { ...remove(3, 2), ...create(3), count: 2 }));
  add(group, 'a delete and a new blog in the same update, count unchanged', 'refused', () =>
    update(asOwner(3), { ...remove(3, 2), [`blogs/${id(4)}`]: entryAt(), lastId: id(4), count: 3 }),
  );
  add(group, 'count lowered by 1 with lastRemoved naming a stored blog that stays', 'refused', () => update(asOwner(3), { count: 2, lastRemoved: id(2) }));
  add(group, 'count lowered by 1 with lastRemoved naming a missing blog', 'refused', () => update(asOwner(3), { count: 2, lastRemoved: id(9) }));
  add(group, 'lastRemoved alone, naming a stored blog', 'refused', () => update(asOwner(3), { lastRemoved: id(2) }));
  add(group, 'a missing blog deleted, with count lowered and lastRemoved naming it', 'refused', () => update(asOwner(3), remove(3, 9)));
  add(group, 'a blog deleted from an owner node without count', 'refused', () =>
    targaryen
      .database(rules, { owner: OWNER.uid, blogs: { [OWNER.uid]: { blogs: { [id(1)]: entryAt(NOW - DAY) } } } }, NOW)
      .as(OWNER)
      .update(ownerPath, { [`blogs/${id(1)}`]: null, count: -1, lastRemoved: id(1) }, NOW),
  );
  add(group, "another signed-in user deletes the owner's blog with the matching count", 'refused', () => update(database(3).as(STRANGER), remove(3, 2)));
  add(group, "an anonymous visitor deletes the owner's blog with the matching count", 'refused', () => update(database(3).as(null), remove(3, 2)));
  add(group, "the owner deletes a blog under someone else's uid with the matching count", 'refused', () => {
    const strangerNode = { count: 1, lastId: id(1), blogs: { [id(1)]: entryAt(NOW - DAY) } };
    return targaryen
      .database(rules, { owner: OWNER.uid, blogs: { [STRANGER.uid]: strangerNode } }, NOW)
      .as(OWNER)
      .update(`/blogs/${STRANGER.uid}`, { [`blogs/${id(1)}`]: null, count: 0, lastRemoved: id(1) }, NOW);
  });
  add(group, 'the owner deletes the whole list of blogs with count set to 0', 'refused', () => update(asOwner(2), { blogs: null, count: 0 }));
}

/* Editing: the text, the category, the tags and the picture of a stored blog; nothing that dates it. */
{
  const group = 'editing a blog';
  const blogPath = (which: number) => `${ownerPath}/blogs/${id(which)}`;
  const edited = { title: 'Changed', content: 'New text.', category: 'Events', tags: 'eid', imageUrl: 'announce5.jpg' };
  /** A stored blog of asOwner(2), as the database holds it: written two days before now. */
  const stored = () => entryAt(NOW - 2 * DAY);
  add(group, 'the owner edits title, content, category, tags and picture in one update', 'allowed', () => update(asOwner(2), edited, blogPath(1)));
  add(group, "the owner sets a stored blog's title alone", 'allowed', () => write(asOwner(2), `${blogPath(1)}/title`, 'Changed'));
  add(group, 'the owner replaces a stored blog whole, its dates, author and numbers unchanged', 'allowed', () =>
    write(asOwner(2), blogPath(1), { ...stored(), ...edited }),
  );
  add(group, 'an edit at the limit of five (count untouched)', 'allowed', () => update(asOwner(5), edited, blogPath(3)));
  add(group, 'the title edited to one character over 200', 'refused', () => update(asOwner(2), { title: 'x'.repeat(blogLimits.title + 1) }, blogPath(1)));
  add(group, 'the picture edited to announce6.jpg', 'refused', () => update(asOwner(2), { imageUrl: 'announce6.jpg' }, blogPath(1)));
  add(group, 'the blog date edited', 'refused', () => update(asOwner(2), { ...edited, date: iso(NOW) }, blogPath(1)));
  add(group, 'the expiryDate edited', 'refused', () => update(asOwner(2), { expiryDate: iso(NOW + EXPIRY_MS) }, blogPath(1)));
  add(group, 'expiresAt edited', 'refused', () => update(asOwner(2), { expiresAt: NOW + EXPIRY_MS }, blogPath(1)));
  add(group, 'createdAt, expiresAt and expiryDate moved together to now (a blog made young again)', 'refused', () =>
    update(asOwner(2), { createdAt: NOW, expiresAt: NOW + EXPIRY_MS, expiryDate: iso(NOW + EXPIRY_MS) }, blogPath(1)),
  );
  add(group, 'the author edited', 'refused', () => update(asOwner(2), { author: 'Someone' }, blogPath(1)));
  add(group, 'a field removed', 'refused', () => update(asOwner(2), { tags: null }, blogPath(1)));
  add(group, 'an unknown field added', 'refused', () => update(asOwner(2), { html: '<b>x</b>' }, blogPath(1)));
  add(group, 'the id edited: moved to a new id, count unchanged', 'refused', () =>
    update(asOwner(2), { [`blogs/${id(1)}`]: null, [`blogs/${id(9)}`]: stored() }),
  );
  add(group, 'the id edited: moved to a new id, with lastId and lastRemoved naming the two ids', 'refused', () =>
    update(asOwner(2), { [`blogs/${id(1)}`]: null, [`blogs/${id(9)}`]: stored(), lastId: id(9), lastRemoved: id(1) }),
  );
  add(group, 'the id edited: copied to a new id, count raised and lastId naming it', 'refused', () =>
    update(asOwner(2), { [`blogs/${id(9)}`]: stored(), count: 3, lastId: id(9) }),
  );
  add(group, 'a missing blog edited', 'refused', () => update(asOwner(2), edited, blogPath(9)));
  add(group, "another signed-in user edits the owner's blog", 'refused', () => update(database(2).as(STRANGER), edited, blogPath(1)));
  add(group, "an anonymous visitor edits the owner's blog", 'refused', () => update(database(2).as(null), edited, blogPath(1)));
}

/*
 * A save tried again: the page chooses the new blog's id before its first attempt, and a retry writes
 * at the same id. Whichever attempt lands second must not add a blog nor raise `count` again.
 */
{
  const group = 'a save tried again at the same id';
  /** The database once the first attempt at id(3) has landed, on top of two blogs. */
  const afterFirst = () => {
    const landed = update(asOwner(2), create(2));
    if (!landed.allowed) throw new Error(landed.info);
    return landed.newDatabase;
  };
  const retryEntry = entryAt(NOW + MINUTE);
  add(group, 'the owner creates a blog at an id it chose, not one push() made', 'allowed', () => update(asOwner(2), create(2, entryAt(), '-Retry-Safe-Id-00001')));
  add(group, 'the retry lands second, whole: the same id, count raised again, lastId naming it', 'refused', () => update(afterFirst(), create(3, retryEntry, id(3))));
  add(group, 'the retry lands second, whole, with count left as the first attempt made it', 'refused', () =>
    update(afterFirst(), { [`blogs/${id(3)}`]: retryEntry, count: 3, lastId: id(3) }),
  );
  add(group, 'the retry lands second as a set of the blog alone, written a minute later', 'refused', () => write(afterFirst(), `${ownerPath}/blogs/${id(3)}`, retryEntry));
  add(group, "the retry's text sent to the blog the first attempt stored", 'allowed', () =>
    update(afterFirst(), { title: 'Corrected', content: 'New text.', category: 'News', tags: '', imageUrl: 'announce1.jpg' }, `${ownerPath}/blogs/${id(3)}`),
  );
  add(group, 'at the limit, the fifth blog saved again with count 6', 'refused', () => {
    const landed = update(asOwner(4), create(4));
    if (!landed.allowed) throw new Error(landed.info);
    return update(landed.newDatabase, { ...create(5, entryAt(), id(5)), count: 6 });
  });
}

/* Damaged entries: changed in the console past the rules, they hold places; the owner may delete each as any blog. */
{
  const group = 'deleting a damaged entry';
  /** Three blogs, the second damaged as `damaged` says (the console writes past the rules). */
  const withDamaged = (damaged: unknown) => {
    const blogs = { [id(1)]: entryAt(NOW - 3 * DAY), [id(2)]: damaged, [id(3)]: entryAt(NOW - DAY) };
    return targaryen.database(rules, { owner: OWNER.uid, blogs: { [OWNER.uid]: { count: 3, lastId: id(3), blogs } } }, NOW);
  };
  const removeSecond = { [`blogs/${id(2)}`]: null, count: 2, lastRemoved: id(2) };
  add(group, 'the owner deletes an entry whose dates disagree, count lowered and lastRemoved naming it', 'allowed', () =>
    update(withDamaged(entryAt(NOW - 2 * DAY, { expiryDate: iso(NOW + 365 * DAY) })).as(OWNER), removeSecond),
  );
  add(group, 'the owner deletes an entry missing its title and numbers', 'allowed', () =>
    update(withDamaged({ content: 'Only this', category: 'News' }).as(OWNER), removeSecond),
  );
  add(group, 'the owner deletes an entry that is no object at all', 'allowed', () => update(withDamaged('junk').as(OWNER), removeSecond));
  add(group, 'the owner deletes a damaged entry with count left as it was', 'refused', () => update(withDamaged('junk').as(OWNER), { ...removeSecond, count: 3 }));
  add(group, 'an anonymous visitor deletes a damaged entry', 'refused', () => update(withDamaged('junk').as(null), removeSecond));
  add(group, 'another signed-in user deletes a damaged entry', 'refused', () => update(withDamaged('junk').as(STRANGER), removeSecond));
}

/* Nothing else is writable. */
{
  const group = 'nothing else is writable';
  add(group, "the owner pushes a stored blog's expiresAt later", 'refused', () =>
    write(asOwner(2), `${ownerPath}/blogs/${id(1)}/expiresAt`, NOW + 365 * DAY),
  );
  add(group, 'the owner replaces a stored blog with a new one written now', 'refused', () => write(asOwner(2), `${ownerPath}/blogs/${id(1)}`, entryAt()));
  add(group, 'the owner deletes a stored blog alone, count untouched', 'refused', () => write(asOwner(2), `${ownerPath}/blogs/${id(1)}`, null));
  add(group, "the owner deletes the owner's node", 'refused', () => write(asOwner(2), ownerPath, null));
  add(group, "the owner sets the owner's node whole", 'refused', () =>
    write(asOwner(0), ownerPath, { count: 1, lastId: id(1), blogs: { [id(1)]: entryAt() } }),
  );
  add(group, 'the owner rewrites /owner', 'refused', () => write(asOwner(0), '/owner', STRANGER.uid));
  add(group, 'the owner writes another top-level path', 'refused', () => write(asOwner(0), '/anything', 1));
  add(group, "the owner writes another key in the owner's node", 'refused', () => write(asOwner(0), `${ownerPath}/extra`, 1));
  add(group, 'the owner deletes the root', 'refused', () => write(asOwner(0), '/', null));
}

/* Reading. */
{
  const group = 'reading';
  add(group, "an anonymous visitor reads the owner's blogs", 'allowed', () => database(2).as(null).read(`${ownerPath}/blogs`, NOW));
  add(group, "another signed-in user reads the owner's blogs", 'allowed', () => database(2).as(STRANGER).read(`${ownerPath}/blogs`, NOW));
  add(group, 'an anonymous visitor reads the root', 'refused', () => database(2).as(null).read('/', NOW));
  add(group, 'an anonymous visitor reads /owner', 'refused', () => database(2).as(null).read('/owner', NOW));
  add(group, "an anonymous visitor reads another uid's blogs", 'refused', () => database(2).as(null).read(`/blogs/${STRANGER.uid}/blogs`, NOW));
}

export const ruleCases: readonly RuleCase[] = cases;
