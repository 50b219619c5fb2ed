// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogManager } from '../../../../src/blocks/blog-manager/BlogManager.client';
import type { BlogManagerBlock } from '../../../../src/blocks/blog-manager/schema';
import type { BlogOwner, BlogStore } from '../../../../src/services/blog';
import type { BlogEdit, DamagedBlog, ParsedBlogs } from '../../../../src/services/blog/schema';
import { BlogStoreError } from '../../../../src/services/blog/errors';
import { BlogNotFoundError } from '../../../../src/services/blog/store';
import { SAVE_TIMEOUT_MS } from '../../../../src/ui/saveDeadline';
import { never } from '../../support/answers';
import { freshFakesEachTest } from '../../support/freshFakes';
import { en } from '../../../../src/i18n/messages/en';
import { withDialogStandIns } from '../../support/dialogStandIns';
import { englishLocale } from '../../support/locale';

/** The store, faked at the module boundary: each test says what every call does. */
const fake = vi.hoisted(() => ({
  currentOwner: vi.fn<() => Promise<BlogOwner | null>>(),
  list: vi.fn<() => Promise<ParsedBlogs>>(),
  count: vi.fn<() => Promise<number>>(),
  remove: vi.fn<(id: string) => Promise<void>>(),
  edit: vi.fn<(id: string, changes: BlogEdit) => Promise<void>>(),
  signOut: vi.fn<() => Promise<void>>(),
}));
vi.mock('../../../../src/services/blog', async () => ({
  ...(await import('../../../../src/services/blog/store')),
  blogStoreKind: 'local',
  blogStore: () => Promise.resolve({ kind: 'local', ...fake } as unknown as BlogStore),
}));

const block: BlogManagerBlock = { type: 'blog-manager', login: '/login', write: '/write' };
const NOW = Date.parse('2025-03-02T09:00:00Z');

const blog = {
  id: '-OAbCdEfGhIjKlMnOp01',
  title: 'Eid timings',
  content: 'Prayer at 8:00.',
  category: 'News',
  tags: 'eid',
  imageUrl: 'announce1.jpg',
  author: 'Ali',
  date: '2025-03-01T09:00:00.000Z',
  expiryDate: '2025-03-31T09:00:00.000Z',
  createdAt: Date.parse('2025-03-01T09:00:00.000Z'),
  expiresAt: Date.parse('2025-03-31T09:00:00.000Z'),
} as const;

/** Two damaged entries, with what the store found wrong with each. */
const damaged: DamagedBlog[] = [
  { id: '-OAbCdEfGhIjKlMnOp02', title: 'Ramadan classes', findings: [{ kind: 'datesDisagree' }] },
  { id: '-OAbCdEfGhIjKlMnOp03', title: null, findings: [{ kind: 'field', key: 'title', problem: 'missing' }] },
];

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const signedInLine = () => screen.getByText(/^Signed in as/);
const damagedSection = () => screen.getByRole('region', { name: 'Damaged entries' });

async function renderManager() {
  render(<BlogManager block={block} pagePath="/manage-blogs" text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
  await wait(0);
}

withDialogStandIns();

freshFakesEachTest(fake, NOW);
beforeEach(() => {
  fake.currentOwner.mockResolvedValue({ name: 'owner' });
  fake.list.mockResolvedValue({ blogs: [blog], damaged });
  fake.count.mockResolvedValue(3);
});

describe('damaged entries on the manage page', () => {
  it('are listed apart, each with what is wrong and a Delete button; they count among the places used', async () => {
    await renderManager();
    expect(signedInLine().textContent).toBe('Signed in as owner · 3 of 5 blogs used');
    const rows = within(damagedSection()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ramadan classesStored as -OAbCdEfGhIjKlMnOp02What is wrong: Its dates disagree: the expiry is not 30 days after the time it was written.Delete',
      'Untitled entryStored as -OAbCdEfGhIjKlMnOp03What is wrong: The title is missing.Delete',
    ]);
    expect(within(damagedSection()).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Delete damaged entry “Ramadan classes”',
      'Delete damaged entry -OAbCdEfGhIjKlMnOp03',
    ]);
    // The blogs' own list is as before: the damaged ones are not among its rows.
    expect(screen.getByRole('button', { name: 'Delete “Eid timings”' })).toBeTruthy();
  });

  it('each is deleted after a confirmation; focus moves to the next one, then to the heading; the place is freed', async () => {
    fake.remove.mockResolvedValue(undefined);
    await renderManager();
    const first = screen.getByRole('button', { name: 'Delete damaged entry “Ramadan classes”' });
    first.focus();
    fireEvent.click(first);
    const confirm = screen.getByRole('dialog', { name: 'Delete this damaged entry?' });
    expect(confirm.textContent).toContain('The damaged entry “Ramadan classes” will be removed for good. Its place is freed for a new blog.');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete entry' }));
    await wait(0);
    expect(fake.remove).toHaveBeenCalledWith('-OAbCdEfGhIjKlMnOp02');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Deleted the damaged entry “Ramadan classes”. A place is free for a new blog.').getAttribute('role')).toBe('status');
    expect(signedInLine().textContent).toBe('Signed in as owner · 2 of 5 blogs used');
    const second = screen.getByRole('button', { name: 'Delete damaged entry -OAbCdEfGhIjKlMnOp03' });
    expect(document.activeElement).toBe(second);

    fireEvent.click(second);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete entry' }));
    await wait(0);
    expect(screen.queryByRole('region', { name: 'Damaged entries' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your blogs' }));
    expect(signedInLine().textContent).toBe('Signed in as owner · 1 of 5 blogs used');
  });
});

describe('a delete or an edit with no answer', () => {
  it('a delete stops waiting after the deadline, says it may still go through, and can be tried again', async () => {
    fake.remove.mockImplementationOnce(never);
    await renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Eid timings”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this blog?' });
    const remove = within(confirm).getByRole('button', { name: 'Delete blog' });
    remove.focus();
    fireEvent.click(remove);
    await wait(SAVE_TIMEOUT_MS - 1);
    expect(within(confirm).getByRole('status').textContent).toBe('Deleting...');
    expect(remove.getAttribute('aria-disabled')).toBe('true');

    await wait(1);
    expect(within(confirm).getByRole('alert').textContent).toBe('The delete did not finish within 15 seconds. It may still go through: press Delete blog to try again.');
    expect(within(confirm).getByRole('status').textContent).toBe('');
    expect(remove.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(remove);

    // The first attempt landed meanwhile: the retry finds the blog gone, and the list catches up.
    fake.remove.mockRejectedValueOnce(new BlogNotFoundError());
    fireEvent.click(remove);
    await wait(0);
    expect(fake.remove.mock.calls).toEqual([[blog.id], [blog.id]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('“Eid timings” had already been deleted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete “Eid timings”' })).toBeNull();
  });

  it('an edit stops waiting after the deadline, keeps what was typed, and saves when tried again', async () => {
    fake.edit.mockImplementationOnce(never).mockResolvedValueOnce(undefined);
    await renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Eid timings”' }));
    const editor = screen.getByRole('dialog', { name: 'Edit blog' });
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'Eid timings (updated)' } });
    const save = within(editor).getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    await wait(SAVE_TIMEOUT_MS);
    expect(within(editor).getByRole('alert').textContent).toBe('Saving the changes did not finish within 15 seconds. It may still go through: press Save changes to try again.');
    expect(save.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(save);
    expect(within(editor).getByLabelText<HTMLInputElement>('Title').value).toBe('Eid timings (updated)');

    fireEvent.click(save);
    await wait(0);
    expect(fake.edit).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Saved the changes to “Eid timings (updated)”.')).toBeTruthy();
  });
});

describe('a refused change', () => {
  it('says why in the dialog: an edit of a blog deleted meanwhile, a delete only the console can make', async () => {
    fake.edit.mockRejectedValueOnce(new BlogNotFoundError());
    fake.remove.mockRejectedValueOnce(new BlogStoreError('consoleOnly'));
    await renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Eid timings”' }));
    const editor = screen.getByRole('dialog', { name: 'Edit blog' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));
    await wait(0);
    expect(within(editor).getByRole('alert').textContent).toBe('The changes could not be saved: that blog no longer exists.');
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete damaged entry “Ramadan classes”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this damaged entry?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete entry' }));
    await wait(0);
    expect(within(confirm).getByRole('alert').textContent).toBe(
      'The damaged entry could not be deleted: only the Firebase console can remove an entry stored under an id the site never writes.',
    );
  });
});
