// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BlogEditor } from '../../../../src/blocks/blog-editor/BlogEditor.client';
import { BlogList } from '../../../../src/blocks/blog-list/BlogList.client';
import { BlogManager } from '../../../../src/blocks/blog-manager/BlogManager.client';
import { LoginForm } from '../../../../src/blocks/login-form/LoginForm.client';
import { en } from '../../../../src/i18n/messages/en';
import { blogStoreKind } from '../../../../src/services/blog';
// Loaded here so that the editor's own import of it, on save, finds it ready.
import '../../../../src/services/blog/schema';
import { withDialogStandIns } from '../../support/dialogStandIns';
import { authModule, resetFirebase, storedAt } from '../../support/firebaseFake';
import { englishLocale } from '../../support/locale';

/*
 * The owner's journey through the pages themselves (login, write, manage, and the visitor's list)
 * with the blog service choosing its Firebase adapter, as a Firebase build does, and the SDK
 * replaced at its module boundary by the stateful fake: every write the pages make is judged by
 * database.rules.json through targaryen, and every read answers from what was stored.
 */
vi.mock('firebase/app', async () => (await import('../../support/firebaseFake')).appModule);
vi.mock('firebase/database', async () => (await import('../../support/firebaseFake')).databaseModule);
vi.mock('firebase/auth', async () => (await import('../../support/firebaseFake')).authModule);
/*
 * The blog service as a Firebase build has it: its Firebase adapter, opened with a project's public
 * configuration, read as a build reads it. (The unit tests are built as the zero-configuration
 * site, whose blog is the local store.)
 */
vi.mock('../../../../src/services/blog', async () => {
  const [{ createFirebaseStore }, { readConfig }, errors, { demoFirebaseVariables }] = await Promise.all([
    import('../../../../src/services/blog/firebase'),
    import('../../../../src/config/environment'),
    import('../../../../src/services/blog/store'),
    import('../../support/firebaseProject'),
  ]);
  const { blog } = readConfig(demoFirebaseVariables).site;
  if (blog.store !== 'firebase') throw new Error('the Firebase configuration is incomplete');
  const store = createFirebaseStore(blog.firebase);
  return { ...errors, blogStoreKind: 'firebase', blogStore: () => Promise.resolve(store) };
});


/** 2025-03-01 09:00 UTC; each blog is written an hour after the last. */
const START = Date.UTC(2025, 2, 1, 9);
const HOUR = 60 * 60 * 1000;
const EXPIRY_MS = 30 * 24 * HOUR;

const ownerNode = () => storedAt('blogs/OWNER') as { count?: number; blogs?: Record<string, { title: string; date: string; createdAt: number; expiresAt: number }> } | null;
const storedBlog = (title: string) => Object.values(ownerNode()?.blogs ?? {}).find((blog) => blog.title === title);
const storedTitles = () => Object.values(ownerNode()?.blogs ?? {}).map((blog) => blog.title);

const editorBlock = { type: 'blog-editor', author: 'Ali', login: '/login', afterSave: '/blog', manage: '/manage-blogs' } as const;
const managerBlock = { type: 'blog-manager', login: '/login', write: '/write' } as const;

withDialogStandIns();

beforeAll(() => {
  // jsdom cannot navigate; the pages' moves to the next page are noted and otherwise ignored here.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Not implemented: navigation')) throw new Error(args.map(String).join(' '));
  });
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
  resetFirebase({ owner: 'OWNER' }, [{ uid: 'OWNER', email: 'owner@example.org', password: 'right' }]);
});

afterEach(cleanup);

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function writeOnTheWritePage(title: string, used: number) {
  render(<BlogEditor block={editorBlock} pagePath="/write" text={{ ...en.blog, errors: en.forms.errors, retry: en.forms.retry }} formats={englishLocale.formats} />);
  expect(await screen.findByText(`Signed in as`, { exact: false })).toBeTruthy();
  await screen.findByText(new RegExp(`${used} of 5 blogs used`));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Content'), { target: { value: `About ${title}.` } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Blog' }));
  await vi.waitFor(() => expect(storedTitles()).toContain(title));
  cleanup();
  vi.setSystemTime(Date.now() + HOUR);
}

const rowTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the Firebase build, page by page', () => {
  it('uses the Firebase adapter', () => {
    expect(blogStoreKind).toBe('firebase');
  });

  it('signs in, writes five, meets the limit, deletes one, writes the sixth, edits a title; a visitor sees the result', async () => {
    // Sign in on the login page, with the owner's email.
    render(<LoginForm block={{ type: 'login-form', next: '/write', returns: [] }} text={en.forms.loginForm} errorText={en.forms.errors} storeErrors={en.blog.storeErrors} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'owner@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Login' }).getAttribute('aria-disabled')).toBe('true'));
    // Signed in once the button stays busy and Firebase Authentication holds the owner (the page then moves on to /write).
    await vi.waitFor(() => expect(authModule.initializeAuth().currentUser?.uid).toBe('OWNER'));
    cleanup();

    for (const [used, title] of ['First', 'Second', 'Third', 'Fourth', 'Fifth'].entries()) await writeOnTheWritePage(title, used);
    expect(ownerNode()?.count).toBe(5);

    // The limit, on the write page.
    render(<BlogEditor block={editorBlock} pagePath="/write" text={{ ...en.blog, errors: en.forms.errors, retry: en.forms.retry }} formats={englishLocale.formats} />);
    const limit = await screen.findByRole('button', { name: 'Limit Reached (5 blogs)' });
    expect(limit.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Delete an old blog to write a new one' }).getAttribute('href')).toBe('/manage-blogs');
    cleanup();

    // Delete the first on the manage page.
    render(<BlogManager block={managerBlock} pagePath="/manage-blogs" text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
    await screen.findByRole('button', { name: 'Delete “First”' });
    expect(rowTitles()).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete “First”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this blog?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete blog' }));
    await vi.waitFor(() => expect(rowTitles()).toEqual(['Second', 'Third', 'Fourth', 'Fifth']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete “Second”' }));
    expect(ownerNode()?.count).toBe(4);
    expect(storedTitles()).toEqual(['Second', 'Third', 'Fourth', 'Fifth']);
    cleanup();

    await writeOnTheWritePage('Sixth', 4);
    expect(ownerNode()?.count).toBe(5);

    // Edit a title; the stored date stays.
    const before = storedBlog('Second')!;
    render(<BlogManager block={managerBlock} pagePath="/manage-blogs" text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Second”' }));
    const editor = screen.getByRole('dialog', { name: 'Edit blog' });
    fireEvent.change(within(editor).getByLabelText('Title'), { target: { value: 'Second, revised' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved the changes to “Second, revised”.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit “Second, revised”' }));
    expect(storedBlog('Second, revised')).toEqual({ ...before, title: 'Second, revised' });

    // Sign out from the manage page; a visitor then reads the list.
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(storedAt('blogs/OWNER/count')).toBe(5));
    cleanup();
    vi.setSystemTime(START + EXPIRY_MS + 90 * 60 * 1000);
    render(<BlogList block={{ type: 'blog-list', label: 'Blogs', heading: 'Popular Blogs' }} publisher={{ blogUrl: 'https://academy.test/blog', organizationId: 'https://academy.test/#organization' }} text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.getAllByRole('article').map((card) => [within(card).getByRole('heading', { level: 3 }).textContent, card.textContent.includes('Status: Expired') ? 'Expired' : 'Active'])).toEqual([
      ['Second, revised', 'Expired'],
      ['Third', 'Active'],
      ['Fourth', 'Active'],
      ['Fifth', 'Active'],
      ['Sixth', 'Active'],
    ]);
    expect(screen.queryAllByRole('button', { name: /^(Edit|Delete)/ })).toEqual([]);
    // Seven page visits on a shared two-core machine: more than the default five seconds at times.
  }, 30_000);

  it('shows a visitor no blog and no button on the manage page while it sends them to sign in', async () => {
    await authModule.signOut();
    render(<BlogManager block={managerBlock} pagePath="/manage-blogs" text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
    await screen.findByText('Checking sign-in...');
    await act(async () => {});
    expect(screen.queryAllByRole('button', { name: /^(Edit|Delete)/ })).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Your blogs' })).toBeNull();
  });
});
