import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import { blogLimits } from '../../src/services/blog/model';

/** database.rules.json, evaluated offline by targaryen: no Firebase project, no network. */
const rules = JSON.parse(readFileSync(join(import.meta.dirname, '../../database.rules.json'), 'utf8')) as {
  rules: { blogs: { $owner: { blogs: { $blogId: Record<string, { '.validate': string }> } } } };
};

const OWNER = { uid: 'OWNER_UID' };
const STRANGER = { uid: 'SOMEONE_ELSE' };

const entry = {
  title: 'Ramadan classes',
  content: 'Evening classes through the month.',
  category: 'News',
  tags: 'ramadan, classes',
  imageUrl: 'announce3.jpg',
  author: 'Ali',
  date: '2025-03-01T18:00:00.000Z',
  expiryDate: '2025-03-31T18:00:00.000Z',
};

/** 20-character push ids, as the client makes them. */
const id = (n: number) => `-OAbCdEfGhIjKlMnOp${String(n).padStart(2, '0')}`;

/** A database whose `owner` names the owner's uid, holding `existing` blogs and the matching counter. */
function database(existing: number) {
  const blogs = Object.fromEntries(Array.from({ length: existing }, (_, index) => [id(index + 1), entry]));
  const ownerNode = existing ? { count: existing, lastId: id(existing), blogs } : {};
  return targaryen.database(rules, { owner: OWNER.uid, blogs: { [OWNER.uid]: ownerNode } });
}

/** The client's create: one multi-path update of the blog, the raised counter and the new blog's id. */
function create(existing: number, blog: unknown = entry, newId = id(existing + 1)) {
  return { [`blogs/${newId}`]: blog, count: existing + 1, lastId: newId };
}

const ownerPath = `/blogs/${OWNER.uid}`;

describe('reading', () => {
  it('anyone may read the owner blogs, signed in or not', () => {
    expect(database(2).as(null).read(`${ownerPath}/blogs`).allowed).toBe(true);
    expect(database(2).as(STRANGER).read(`${ownerPath}/blogs`).allowed).toBe(true);
  });

  it('nothing else is readable', () => {
    expect(database(2).as(null).read('/').allowed).toBe(false);
    expect(database(2).as(null).read('/owner').allowed).toBe(false);
    expect(database(2).as(null).read(`/blogs/${STRANGER.uid}/blogs`).allowed).toBe(false);
  });
});

describe('creating a blog', () => {
  it('the owner may add a blog together with the raised counter', () => {
    const result = database(0).as(OWNER).update(ownerPath, create(0));
    expect(result.allowed, result.info).toBe(true);
    expect(database(4).as(OWNER).update(ownerPath, create(4)).allowed).toBe(true);
  });

  it('accepts empty texts, as the write page allows empty fields', () => {
    const blank = { ...entry, title: '', content: '', category: '', tags: '', author: '' };
    expect(database(0).as(OWNER).update(ownerPath, create(0, blank)).allowed).toBe(true);
  });

  it('refuses another uid and anonymous visitors', () => {
    expect(database(0).as(STRANGER).update(ownerPath, create(0)).allowed).toBe(false);
    expect(database(0).as(null).update(ownerPath, create(0)).allowed).toBe(false);
  });

  it('refuses a signed-in user writing under their own uid: only the owner named in the database writes', () => {
    const other = targaryen.database(rules, { owner: OWNER.uid });
    expect(other.as(STRANGER).update(`/blogs/${STRANGER.uid}`, create(0)).allowed).toBe(false);
  });

  it('refuses a blog set alone, without the counter', () => {
    expect(database(0).as(OWNER).write(`${ownerPath}/blogs/${id(1)}`, entry).allowed).toBe(false);
  });

  it.each([
    ['a title that is a number', { title: 42 }],
    ['an over-long title', { title: 'x'.repeat(blogLimits.title + 1) }],
    ['over-long content', { content: 'x'.repeat(blogLimits.content + 1) }],
    ['an over-long category', { category: 'x'.repeat(blogLimits.category + 1) }],
    ['over-long tags', { tags: 'x'.repeat(blogLimits.tags + 1) }],
    ['an over-long author', { author: 'x'.repeat(blogLimits.author + 1) }],
    ['an image that is not an announcement', { imageUrl: 'https://evil.example/x.svg' }],
    ['a date that is not ISO', { date: 'tomorrow' }],
    ['an expiry date that is a number', { expiryDate: 1_767_225_600_000 }],
    ['an unknown field', { html: '<img src=x onerror=alert(1)>' }],
    ['a missing field', { tags: null }],
  ])('refuses %s', (_, change) => {
    const result = database(0).as(OWNER).update(ownerPath, create(0, { ...entry, ...change }));
    expect(result.allowed).toBe(false);
  });

  it('accepts fields at exactly their longest', () => {
    const longest = Object.fromEntries(Object.entries(blogLimits).map(([field, max]) => [field, 'x'.repeat(max)]));
    expect(database(0).as(OWNER).update(ownerPath, create(0, { ...entry, ...longest })).allowed).toBe(true);
  });

  it('refuses an id that is not a push id', () => {
    expect(database(0).as(OWNER).update(ownerPath, create(0, entry, 'not a push id')).allowed).toBe(false);
  });
});

describe('the 5-blog limit', () => {
  it('refuses a sixth blog', () => {
    expect(database(5).as(OWNER).update(ownerPath, create(5)).allowed).toBe(false);
  });

  it('refuses a sixth blog that leaves the counter at 5', () => {
    expect(database(5).as(OWNER).update(ownerPath, { [`blogs/${id(6)}`]: entry, lastId: id(6) }).allowed).toBe(false);
  });

  it('refuses two blogs for one step of the counter', () => {
    const patch = { ...create(3), [`blogs/${id(9)}`]: entry };
    expect(database(3).as(OWNER).update(ownerPath, patch).allowed).toBe(false);
  });

  it('refuses a counter that jumps, falls, is reset or removed', () => {
    expect(database(3).as(OWNER).update(ownerPath, { ...create(3), count: 5 }).allowed).toBe(false);
    expect(database(3).as(OWNER).write(`${ownerPath}/count`, 2).allowed).toBe(false);
    expect(database(5).as(OWNER).write(`${ownerPath}/count`, 0).allowed).toBe(false);
    expect(database(5).as(OWNER).write(`${ownerPath}/count`, null).allowed).toBe(false);
    expect(database(3).as(OWNER).write(`${ownerPath}/count`, '4').allowed).toBe(false);
  });

  it('refuses a lastId that names an existing blog', () => {
    expect(database(3).as(OWNER).update(ownerPath, { count: 4, lastId: id(1) }).allowed).toBe(false);
  });
});

describe('nothing else is writable', () => {
  it('refuses editing or deleting a stored blog, even by the owner', () => {
    expect(database(2).as(OWNER).write(`${ownerPath}/blogs/${id(1)}/title`, 'Changed').allowed).toBe(false);
    expect(database(2).as(OWNER).write(`${ownerPath}/blogs/${id(1)}`, null).allowed).toBe(false);
    expect(database(2).as(OWNER).write(ownerPath, null).allowed).toBe(false);
  });

  it('refuses every other path', () => {
    expect(database(0).as(OWNER).write('/owner', STRANGER.uid).allowed).toBe(false);
    expect(database(0).as(OWNER).write('/anything', 1).allowed).toBe(false);
    expect(database(0).as(OWNER).write(`${ownerPath}/extra`, 1).allowed).toBe(false);
    expect(database(0).as(OWNER).write('/', null).allowed).toBe(false);
  });
});

describe('the rules and the schema agree', () => {
  it('on every field and its longest length', () => {
    const fields = rules.rules.blogs.$owner.blogs.$blogId;
    for (const [field, max] of Object.entries(blogLimits)) expect(fields[field]?.['.validate']).toMatch(new RegExp(`newData\\.val\\(\\)\\.length <= ${max}(?!\\d)`));
    expect(Object.keys(fields).filter((key) => !key.startsWith('.') && !key.startsWith('$')).sort()).toEqual(
      ['author', 'category', 'content', 'date', 'expiryDate', 'imageUrl', 'tags', 'title'],
    );
  });
});
