// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogEditor } from '../../../../src/blocks/blog-editor/BlogEditor.client';
import type { BlogEditorBlock } from '../../../../src/blocks/blog-editor/schema';
import { SAVE_TIMEOUT_MS } from '../../../../src/ui/saveDeadline';
import { STORE_TIMEOUT_MS } from '../../../../src/ui/useTimedRead';
import type { BlogOwner, BlogStore } from '../../../../src/services/blog';
import type { BlogEntry } from '../../../../src/services/blog/schema';
// Loaded here so that the editor's own import of it, on save, finds it ready.
import '../../../../src/services/blog/schema';
import { BlogLimitError } from '../../../../src/services/blog/store';
import { deferred, never } from '../../support/answers';
import { en } from '../../../../src/i18n/messages/en';
import { englishLocale } from '../../support/locale';

/** The store, faked at the module boundary: each test says what every call does. */
const fake = vi.hoisted(() => ({
  currentOwner: vi.fn<() => Promise<BlogOwner | null>>(),
  count: vi.fn<() => Promise<number>>(),
  create: vi.fn<(id: string, entry: BlogEntry) => Promise<void>>(),
  signOut: vi.fn<() => Promise<void>>(),
}));
vi.mock('../../../../src/services/blog', () => ({
  blogStoreKind: 'local',
  blogStore: () => Promise.resolve({ kind: 'local', ...fake } as unknown as BlogStore),
}));

const block: BlogEditorBlock = { type: 'blog-editor', author: 'Ali', login: '/login', afterSave: '/blog', manage: '/manage-blogs' };
const owner: BlogOwner = { name: 'owner' };

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderEditor() {
  render(<BlogEditor block={block} pagePath="/write" text={{ ...en.blog, errors: en.forms.errors, retry: en.forms.retry }} formats={englishLocale.formats} />);
  await wait(0);
}

const typed = {
  Title: 'Eid holiday',
  Content: 'The academy is closed for three days.',
  Category: 'News',
  'Tags (comma separated)': 'eid, holiday',
  'Blog Date': '2030-04-10',
};

function fillIn() {
  for (const [label, value] of Object.entries(typed)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function expectTypedTextKept() {
  for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe(value);
}

const signedInLine = () => screen.getByText(/^Signed in as/);
const retryButton = () => screen.getByRole('button', { name: 'Try again' });
const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).filter(Boolean);

let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // A fixed day: the editor dates what it saves from the clock.
  vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00Z') });
  for (const mock of Object.values(fake)) mock.mockReset();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the write page when the store does not answer', () => {
  it('a sign-in check with no answer fails after the deadline; Try again shows the form and focus lands on who is signed in', async () => {
    fake.currentOwner.mockImplementationOnce(never);
    fake.count.mockResolvedValue(1);
    await renderEditor();
    expect(screen.getByRole('status').textContent).toBe('Checking sign-in...');
    await wait(STORE_TIMEOUT_MS - 1);
    expect(alertTexts()).toEqual([]);

    await wait(1);
    expect(alertTexts()).toEqual(['Sign-in could not be checked: there was no answer within 8 seconds.']);
    expect(screen.queryByLabelText('Title')).toBeNull();

    const answer = deferred<BlogOwner | null>();
    fake.currentOwner.mockReturnValueOnce(answer.promise);
    retryButton().focus();
    fireEvent.click(retryButton());
    await wait(0);
    expect(screen.getByText('Checking sign-in again...').getAttribute('role')).toBe('status');
    expect(retryButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(retryButton());

    await act(async () => answer.resolve(owner));
    await wait(0);
    expect(screen.getByLabelText('Title')).toBeTruthy();
    expect(signedInLine().textContent).toBe('Signed in as owner · 1 of 5 blogs used');
    expect(document.activeElement).toBe(signedInLine());
  });

  it('a sign-in check that fails says so at once', async () => {
    fake.currentOwner.mockRejectedValue(new Error('Permission denied'));
    await renderEditor();
    expect(alertTexts()).toEqual(['Sign-in could not be checked: Permission denied.']);
    expect(retryButton()).toBeTruthy();
  });

  it('a count with no answer leaves the form usable, fails after the deadline, and a late count still arrives', async () => {
    fake.currentOwner.mockResolvedValue(owner);
    const late = deferred<number>();
    fake.count.mockReturnValueOnce(late.promise);
    await renderEditor();
    // Until the count comes, its widest form holds the place unseen, so the toolbar keeps its shape.
    const held = signedInLine().querySelector('[aria-hidden="true"]');
    expect(held?.textContent).toBe(' · 5 of 5 blogs used');
    expect(signedInLine().textContent).toBe('Signed in as owner · 5 of 5 blogs used');
    expect(screen.getByRole('button', { name: 'Save Blog' })).toBeTruthy();

    await wait(STORE_TIMEOUT_MS);
    expect(alertTexts()).toEqual(['The number of existing blogs could not be read: there was no answer within 8 seconds.']);
    fillIn();

    await act(async () => late.resolve(2));
    expect(alertTexts()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(signedInLine().textContent).toBe('Signed in as owner · 2 of 5 blogs used');
    expect(signedInLine().querySelector('[aria-hidden="true"]')).toBeNull();
    expectTypedTextKept();
  });

  it('a count that fails says so at once; Try again reads it', async () => {
    fake.currentOwner.mockResolvedValue(owner);
    fake.count.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(5);
    await renderEditor();
    expect(alertTexts()).toEqual(['The number of existing blogs could not be read: Failed to fetch.']);
    fireEvent.click(retryButton());
    await wait(0);
    expect(signedInLine().textContent).toBe('Signed in as owner · 5 of 5 blogs used');
    expect(screen.getByRole('button', { name: 'Limit Reached (5 blogs)' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/^You can only add 5 blogs at a time\./).textContent).toBe(
      'You can only add 5 blogs at a time. Delete an old blog to write a new one. Damaged entries, listed there, count too.',
    );
  });
});

describe('the write page when saving fails', () => {
  beforeEach(() => {
    fake.currentOwner.mockResolvedValue(owner);
    fake.count.mockResolvedValue(1);
  });

  it('keeps every field as typed and shows the store error in the page', async () => {
    const refusal = deferred<undefined>();
    fake.create.mockReturnValueOnce(refusal.promise);
    await renderEditor();
    fillIn();
    const save = screen.getByRole('button', { name: 'Save Blog' });
    save.focus();
    fireEvent.click(save);
    await wait(0);
    // While saving, the button keeps the focus but a second press saves nothing more.
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Saving...').getAttribute('role')).toBe('status');
    fireEvent.click(save);
    await wait(0);
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect(fake.create.mock.calls[0]![1]).toMatchObject({ title: 'Eid holiday', category: 'News', tags: 'eid, holiday', author: 'Ali' });

    // A refusal as the database gives it.
    await act(async () => refusal.reject(new Error('PERMISSION_DENIED: Permission denied')));
    await vi.waitFor(() => expect(alertTexts()).toEqual(['Error saving blog: PERMISSION_DENIED: Permission denied']));
    expect(alertSpy).not.toHaveBeenCalled();
    expectTypedTextKept();
    expect(save.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('Saving...')).toBeNull();
    expect(document.activeElement).toBe(save);
  });

  it('keeps every field as typed when the store refuses a sixth blog, and says why', async () => {
    fake.create.mockRejectedValue(new BlogLimitError());
    await renderEditor();
    fillIn();
    const save = screen.getByRole('button', { name: 'Save Blog' });
    save.focus();
    fireEvent.click(save);
    await vi.waitFor(() => expect(alertTexts()).toEqual(['You can only add 5 blogs at a time.']));
    expect(alertSpy).not.toHaveBeenCalled();
    expectTypedTextKept();
    // The same button, relabelled and aria-disabled (not disabled), so focus stays on it.
    const limit = screen.getByRole('button', { name: 'Limit Reached (5 blogs)' });
    expect(limit.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(limit);
    fireEvent.click(limit);
    await wait(0);
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect(within(signedInLine()).getByText('owner')).toBeTruthy();
    expect(signedInLine().textContent).toBe('Signed in as owner · 5 of 5 blogs used');
  });

  it('a save with no answer stops waiting after the deadline, says it may still be published, and a retry saves at the same id', async () => {
    fake.create.mockImplementationOnce(never);
    await renderEditor();
    fillIn();
    const save = screen.getByRole('button', { name: 'Save Blog' });
    save.focus();
    fireEvent.click(save);
    await wait(SAVE_TIMEOUT_MS - 1);
    expect(screen.getByText('Saving...').getAttribute('role')).toBe('status');
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(alertTexts()).toEqual([]);

    await wait(1);
    const unfinished = 'The blog was not saved within 15 seconds. It may still be published: press Save Blog to try again, and it will be published only once.';
    expect(alertTexts()).toEqual([unfinished]);
    expect(screen.queryByText('Saving...')).toBeNull();
    // The button is usable again, keeps the focus, and is described by the message.
    expect(save.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(save);
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(unfinished);
    expectTypedTextKept();

    // Tried again, after the owner corrected the title: the same blog id as the first attempt.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Eid holidays' } });
    fake.create.mockRejectedValueOnce(new Error('PERMISSION_DENIED: Permission denied'));
    fireEvent.click(save);
    await wait(0);
    expect(fake.create).toHaveBeenCalledTimes(2);
    const [firstId] = fake.create.mock.calls[0]!;
    const [secondId, secondEntry] = fake.create.mock.calls[1]!;
    expect(firstId).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(secondId).toBe(firstId);
    expect(secondEntry).toMatchObject({ title: 'Eid holidays' });
    expect(alertTexts()).toEqual(['Error saving blog: PERMISSION_DENIED: Permission denied']);
    expect(save.getAttribute('aria-describedby')).not.toBeNull();

    // And once more after that failure: still the same id.
    fake.create.mockImplementationOnce(never);
    fireEvent.click(save);
    await wait(0);
    expect(fake.create.mock.calls[2]![0]).toBe(firstId);
  });
});
