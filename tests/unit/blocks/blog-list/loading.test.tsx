// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '../../../../src/blocks/blog-list/BlogList.client';
import type { BlogListBlock } from '../../../../src/blocks/blog-list/schema';
import { STORE_TIMEOUT_MS } from '../../../../src/ui/useTimedRead';
import type { BlogStore } from '../../../../src/services/blog';
import { BlogStoreError } from '../../../../src/services/blog/errors';
import type { ParsedBlogs, StoredBlog } from '../../../../src/services/blog/schema';
import { deferred, never } from '../../support/answers';
import { en } from '../../../../src/i18n/messages/en';
import { englishLocale } from '../../support/locale';

/** The store, faked at the module boundary: each test says what every read of the list does. */
const fake = vi.hoisted(() => ({ list: vi.fn<() => Promise<ParsedBlogs>>() }));
vi.mock('../../../../src/services/blog', () => ({
  blogStoreKind: 'local',
  blogStore: () => Promise.resolve({ kind: 'local', list: fake.list } as unknown as BlogStore),
}));

const block: BlogListBlock = { type: 'blog-list', label: 'Blogs', heading: 'Popular Blogs' };
const publisher = { blogUrl: 'https://academy.test/blog', organizationId: 'https://academy.test/#organization' };

const notice: StoredBlog = {
  id: '-NzAAAAAAAAAAAAAAAA1',
  title: 'Ramadan timetable',
  content: 'Classes move to the evening.',
  category: 'News',
  tags: '',
  imageUrl: 'announce1.jpg',
  author: 'Ali',
  date: '2030-01-10T09:00:00.000Z',
  expiryDate: '2030-02-09T09:00:00.000Z',
};
const oneBlog: ParsedBlogs = { blogs: [notice], damaged: [] };

async function renderList() {
  render(<BlogList block={block} publisher={publisher} text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
  // Lets the effect start the read and the fake store's promise chain run.
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.getAllByRole('status')[0]!;
const retryButton = () => screen.getByRole('button', { name: 'Try again' });
const timeoutMessage = 'The blogs could not be loaded: there was no answer within 8 seconds.';

beforeEach(() => {
  // A fixed day: the list judges each blog Active or Expired by the clock.
  vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00Z') });
  fake.list.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the blog list while the store is slow or failing', () => {
  it('waits 8 seconds, a named constant', () => {
    expect(STORE_TIMEOUT_MS).toBe(8_000);
  });

  it('says "Loading blogs..." until the deadline, then shows the error and Try again', async () => {
    fake.list.mockImplementation(never);
    await renderList();
    expect(status().textContent).toBe('Loading blogs...');
    await wait(STORE_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    await wait(1);
    expect(screen.getByRole('alert').textContent).toBe(timeoutMessage);
    expect(status().textContent).toBe('');
    expect(retryButton().getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular Blogs' })).toBeTruthy();
  });

  it('shows a refusal at once, with its reason', async () => {
    fake.list.mockRejectedValue(new Error('Permission denied'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('The blogs could not be loaded: Permission denied.');
    expect(retryButton()).toBeTruthy();
    expect(status().textContent).toBe('');
  });

  it('ends the sentence once when the reason brings its own full stop', async () => {
    fake.list.mockRejectedValue(new Error('Client is offline.'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('The blogs could not be loaded: Client is offline.');
  });

  it("says why in the page's words when the store names its failure: blogs damaged in this browser", async () => {
    fake.list.mockRejectedValue(new BlogStoreError('savedBlogsNotJson'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('The blogs could not be loaded: the blogs saved in this browser are damaged (not valid JSON).');
  });

  it('Try again reads once more and shows the blogs; the button stays, busy, and keeps focus meanwhile', async () => {
    fake.list.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('The blogs could not be loaded: Failed to fetch.');

    const second = deferred<ParsedBlogs>();
    fake.list.mockReturnValueOnce(second.promise);
    retryButton().focus();
    fireEvent.click(retryButton());
    await wait(0);
    expect(fake.list).toHaveBeenCalledTimes(2);
    // While trying again: the old error is gone, the attempt is announced, the button is still there and focused.
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByText('Trying again to load the blogs...').getAttribute('role')).toBe('status');
    expect(retryButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(retryButton());
    // A second press while busy starts nothing.
    fireEvent.click(retryButton());
    expect(fake.list).toHaveBeenCalledTimes(2);

    await act(async () => second.resolve(oneBlog));
    expect(screen.getByRole('heading', { level: 3, name: 'Ramadan timetable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus moves to the line that says what happened, not to the top of the page.
    expect(status().textContent).toBe('1 blog loaded.');
    expect(document.activeElement).toBe(status());
  });

  it('a retry that also gets no answer fails again after the deadline, and the button can be pressed again', async () => {
    fake.list.mockImplementation(never);
    await renderList();
    await wait(STORE_TIMEOUT_MS);
    fireEvent.click(retryButton());
    await wait(STORE_TIMEOUT_MS - 1);
    expect(screen.getByText('Trying again to load the blogs...')).toBeTruthy();
    await wait(1);
    expect(screen.getByRole('alert').textContent).toBe(timeoutMessage);
    expect(retryButton().getAttribute('aria-disabled')).toBeNull();
    expect(fake.list).toHaveBeenCalledTimes(2);
  });

  it('an answer that comes after the deadline still shows the blogs', async () => {
    const slow = deferred<ParsedBlogs>();
    fake.list.mockReturnValueOnce(slow.promise);
    await renderList();
    await wait(STORE_TIMEOUT_MS + 4_000);
    expect(screen.getByRole('alert').textContent).toBe(timeoutMessage);

    await act(async () => slow.resolve(oneBlog));
    expect(screen.getByRole('heading', { level: 3, name: 'Ramadan timetable' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('1 blog loaded.');
  });

  it('a late answer to the first read shows the blogs even while a retry is still waiting', async () => {
    const first = deferred<ParsedBlogs>();
    fake.list.mockReturnValueOnce(first.promise).mockImplementation(never);
    await renderList();
    await wait(STORE_TIMEOUT_MS);
    fireEvent.click(retryButton());
    await wait(1_000);
    await act(async () => first.resolve(oneBlog));
    expect(screen.getByRole('heading', { level: 3, name: 'Ramadan timetable' })).toBeTruthy();
    // The retry's own deadline, later, does not take the blogs away again.
    await wait(STORE_TIMEOUT_MS);
    expect(screen.getByRole('heading', { level: 3, name: 'Ramadan timetable' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a quick answer shows the blogs with no error, and the deadline passing later changes nothing', async () => {
    fake.list.mockResolvedValue(oneBlog);
    await renderList();
    expect(screen.getByRole('heading', { level: 3, name: 'Ramadan timetable' })).toBeTruthy();
    expect(status().textContent).toBe('');
    await wait(STORE_TIMEOUT_MS * 2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Ramadan timetable' })).toBeTruthy();
  });

  it('an empty store says "No blogs found."', async () => {
    fake.list.mockResolvedValue({ blogs: [], damaged: [] });
    await renderList();
    expect(status().textContent).toBe('No blogs found.');
  });

  it('leaves no timer behind when the page goes away mid-read', async () => {
    fake.list.mockImplementation(never);
    await renderList();
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the pictures of the blogs', () => {
  it('asks for the first card\'s picture at once and first, the others only as they come into view', async () => {
    const second: StoredBlog = { ...notice, id: '-NzAAAAAAAAAAAAAAAA2', title: 'Eid holidays', imageUrl: 'announce2.jpg' };
    fake.list.mockResolvedValue({ blogs: [notice, second], damaged: [] });
    await renderList();
    const pictures = [...document.querySelectorAll('img')].map((image) => [image.getAttribute('src'), image.getAttribute('loading'), image.getAttribute('fetchpriority')]);
    expect(pictures).toEqual([
      ['/img/announce1.jpg', 'eager', 'high'],
      ['/img/announce2.jpg', 'lazy', 'auto'],
    ]);
  });
});

describe("the first post's place, held while the store answers", () => {
  const awaitedPicture = () => document.querySelector('img[src="/images/blog-awaited-post.svg"]');

  it('shows a picture where the first post will be, hidden from screen readers, who hear "Loading blogs..."', async () => {
    fake.list.mockImplementation(never);
    await renderList();
    const picture = awaitedPicture();
    expect(picture).not.toBeNull();
    expect(picture!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(status().textContent).toBe('Loading blogs...');
  });

  it("gives the place to the first post, whose picture takes the same box", async () => {
    const { promise, resolve } = deferred<ParsedBlogs>();
    fake.list.mockReturnValue(promise);
    await renderList();
    const held = awaitedPicture()!;
    const box = [held.className, held.getAttribute('width'), held.getAttribute('height')];
    resolve(oneBlog);
    await wait(0);
    expect(awaitedPicture()).toBeNull();
    const first = screen.getByRole('listitem').querySelector('img')!;
    expect([first.className, first.getAttribute('width'), first.getAttribute('height')]).toEqual(box);
  });

  it('is gone when there are no blogs, and when the store fails, and does not come back while Try again reads', async () => {
    fake.list.mockResolvedValue({ blogs: [], damaged: [] });
    await renderList();
    expect(awaitedPicture()).toBeNull();
    cleanup();

    fake.list.mockReset();
    fake.list.mockRejectedValueOnce(new Error('Permission denied')).mockImplementation(never);
    await renderList();
    expect(awaitedPicture()).toBeNull();
    fireEvent.click(retryButton());
    await wait(0);
    expect(awaitedPicture()).toBeNull();
  });
});
