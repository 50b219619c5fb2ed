// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogEditor } from '../../../../src/blocks/blog-editor/BlogEditor.client';
import { BlogManager } from '../../../../src/blocks/blog-manager/BlogManager.client';
import { en } from '../../../../src/i18n/messages/en';
import { readLocaleFormats } from '../../../../src/i18n/readLocaleFormats';
import type { BlogOwner, BlogStore } from '../../../../src/services/blog';
import type { ParsedBlogs } from '../../../../src/services/blog/schema';
import { STORE_TIMEOUT_MS } from '../../../../src/ui/useTimedRead';
import { never } from '../../support/answers';
import { freshFakesEachTest } from '../../support/freshFakes';
import { withDialogStandIns } from '../../support/dialogStandIns';

/*
 * A third language is data: one that writes its own digits (Arabic's, here with English words so
 * the sentences are easy to read) sees them in every number the owner's pages write, not only in
 * the dates.
 */
const ownDigits = readLocaleFormats('ar-EG');

/** The store, faked at the module boundary: each test says what every call does. */
const fake = vi.hoisted(() => ({
  currentOwner: vi.fn<() => Promise<BlogOwner | null>>(),
  count: vi.fn<() => Promise<number>>(),
  list: vi.fn<() => Promise<ParsedBlogs>>(),
  signOut: vi.fn<() => Promise<void>>(),
}));
vi.mock('../../../../src/services/blog', async () => ({
  ...(await import('../../../../src/services/blog/store')),
  blogStoreKind: 'local',
  blogStore: () => Promise.resolve({ kind: 'local', ...fake } as unknown as BlogStore),
}));

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderEditor() {
  render(
    <BlogEditor
      block={{ type: 'blog-editor', author: 'Ali', login: '/login', afterSave: '/blog', manage: '/manage-blogs' }}
      pagePath="/write"
      text={{ ...en.blog, errors: en.forms.errors, retry: en.forms.retry }}
      formats={ownDigits}
    />,
  );
  await wait(0);
}

const signedInLine = () => screen.getByText('owner', { selector: 'strong' }).parentElement!.textContent;

withDialogStandIns();

freshFakesEachTest(fake, Date.parse('2026-03-01T09:00:00Z'));
beforeEach(() => {
  fake.currentOwner.mockResolvedValue({ name: 'owner' });
});

describe("the owner's pages in a language with digits of its own", () => {
  it('count the blogs used in its digits', async () => {
    fake.count.mockResolvedValue(2);
    await renderEditor();
    expect(signedInLine()).toBe('Signed in as owner · ٢ of ٥ blogs used');
  });

  it('write the limit in its digits, above the form and on the button', async () => {
    fake.count.mockResolvedValue(5);
    await renderEditor();
    expect(screen.getByText(/^You can only add/).textContent).toContain('You can only add ٥ blogs at a time.');
    expect(screen.getByRole('button', { name: 'Limit Reached (٥ blogs)' })).toBeTruthy();
  });

  it('say how long the store was waited for in its digits', async () => {
    fake.count.mockReturnValue(never());
    await renderEditor();
    await wait(STORE_TIMEOUT_MS);
    expect(screen.getByText(/could not be read/).textContent).toBe('The number of existing blogs could not be read: there was no answer within ٨ seconds.');
  });

  it('write the limit in its digits on the manage page', async () => {
    fake.count.mockResolvedValue(5);
    const blog = { id: '-OAbCdEfGhIjKlMnOp01', title: 'Eid', content: 'Closed.', category: 'News', tags: '', imageUrl: 'announce1.jpg', author: 'Ali', date: '2026-02-20T09:00:00.000Z', expiryDate: '2026-03-22T09:00:00.000Z' } as const;
    fake.list.mockResolvedValue({ blogs: Array.from({ length: 5 }, (_, index) => ({ ...blog, id: `${blog.id}${index}` })), damaged: [] });
    render(<BlogManager block={{ type: 'blog-manager', login: '/login', write: '/write' }} pagePath="/manage-blogs" text={{ ...en.blog, retry: en.forms.retry }} formats={ownDigits} />);
    await wait(0);
    expect(screen.getByText(/^You can only add/).textContent).toBe('You can only add ٥ blogs at a time. Delete an old blog to write a new one.');
    expect(signedInLine()).toBe('Signed in as owner · ٥ of ٥ blogs used');
  });
});
