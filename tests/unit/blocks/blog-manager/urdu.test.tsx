// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogManager } from '../../../../src/blocks/blog-manager/BlogManager.client';
import type { BlogOwner, BlogStore } from '../../../../src/services/blog';
import type { BlogEdit, DamagedBlog, ParsedBlogs } from '../../../../src/services/blog/schema';
import { BlogStoreError } from '../../../../src/services/blog/errors';
import { BlogNotFoundError } from '../../../../src/services/blog/store';
import { urduGroup } from '../../support/urdu';
import { withDialogStandIns } from '../../support/dialogStandIns';
import { urduFormats } from '../../support/locale';
import { freshFakesEachTest } from '../../support/freshFakes';

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

const text = { ...urduGroup('blog'), retry: urduGroup('forms').retry };

const blog = {
  id: '-OAbCdEfGhIjKlMnOp01',
  title: 'عید کے اوقات',
  content: 'نماز 8 بجے۔',
  category: 'خبریں',
  tags: 'عید',
  imageUrl: 'announce1.jpg',
  author: 'علی',
  date: '2025-03-01T09:00:00.000Z',
  expiryDate: '2025-03-31T09:00:00.000Z',
} as const;
const damaged: DamagedBlog = { id: '-OAbCdEfGhIjKlMnOp02', title: null, findings: [{ kind: 'field', key: 'title', problem: 'missing' }] };

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderManager() {
  render(<BlogManager block={{ type: 'blog-manager', login: '/ur/login', write: '/ur/write' }} pagePath="/ur/manage-blogs" text={text} formats={urduFormats} />);
  await wait(0);
}

withDialogStandIns();

freshFakesEachTest(fake, Date.parse('2025-03-02T09:00:00Z'));
beforeEach(() => {
  fake.currentOwner.mockResolvedValue({ name: 'owner' });
  fake.list.mockResolvedValue({ blogs: [blog], damaged: [damaged] });
  fake.count.mockResolvedValue(2);
});

describe('the manage page in Urdu', () => {
  it('lists each blog with its date, status and expiry, and buttons named after it, all in Urdu', async () => {
    await renderManager();
    expect(screen.getByRole('heading', { level: 2, name: 'آپ کے بلاگ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'نیا بلاگ لکھیں' }).getAttribute('href')).toBe('/ur/write');
    const row = screen.getByRole('heading', { level: 3, name: blog.title }).closest('li')!;
    expect(row.querySelector('p')!.textContent).toBe('بلاگ کی تاریخ: 1/3/2025حیثیت: فعالمیعاد 31/3/2025 کو ختم ہوگی');
    expect(within(row).getByRole('button', { name: `"${blog.title}" میں ترمیم کریں` }).textContent).toBe('ترمیم');
    expect(within(row).getByRole('button', { name: `"${blog.title}" حذف کریں` }).textContent).toBe('حذف کریں');
  });

  it('lists a damaged entry and asks before deleting it, in Urdu', async () => {
    fake.remove.mockResolvedValue(undefined);
    await renderManager();
    const section = screen.getByRole('region', { name: 'خراب اندراجات' });
    expect(within(section).getByRole('listitem').textContent).toBe(`بلا عنوان اندراجمحفوظ شناخت: ${damaged.id}خرابی: عنوان موجود نہیں۔حذف کریں`);
    fireEvent.click(within(section).getByRole('button', { name: `خراب اندراج ${damaged.id} حذف کریں` }));
    const dialog = screen.getByRole('dialog', { name: 'یہ خراب اندراج حذف کریں؟' });
    expect(dialog.textContent).toContain(`خراب اندراج ${damaged.id} ہمیشہ کے لیے ہٹا دیا جائے گا، اور اس کی جگہ نئے بلاگ کے لیے خالی ہو جائے گی۔`);
    expect(within(dialog).getByRole('button', { name: 'منسوخ کریں' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'اندراج حذف کریں' }));
    await wait(0);
    expect(screen.getByText(`خراب اندراج ${damaged.id} حذف ہو گیا۔ نئے بلاگ کے لیے ایک جگہ خالی ہو گئی ہے۔`).getAttribute('role')).toBe('status');
  });

  /** What the Edit dialog's alert says when saving the blog unchanged fails with `error`. */
  async function editRefusedWith(error: Error): Promise<string | null> {
    fake.edit.mockRejectedValue(error);
    await renderManager();
    fireEvent.click(screen.getByRole('button', { name: `"${blog.title}" میں ترمیم کریں` }));
    const dialog = screen.getByRole('dialog', { name: 'بلاگ میں ترمیم' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    await wait(0);
    return within(dialog).getByRole('alert').textContent;
  }

  it('says in Urdu why an edit was refused: the blog was deleted meanwhile', async () => {
    // The reason in Urdu, and the sentence ended with Urdu's full stop, never English's.
    expect(await editRefusedWith(new BlogNotFoundError())).toBe('تبدیلیاں محفوظ نہیں ہو سکیں: وہ بلاگ اب موجود نہیں۔');
  });

  it('says in Urdu that the store refused the blog as sent, naming the fields for whoever mends the site', async () => {
    expect(await editRefusedWith(new BlogStoreError('notStorable', { fields: 'title' }))).toBe('تبدیلیاں محفوظ نہیں ہو سکیں: بلاگ اس صورت میں نہیں جو اسٹور قبول کرتا ہے (خانے: title)۔');
  });

  it("edits a blog in a dialog labelled in Urdu, and says what was saved", async () => {
    fake.edit.mockResolvedValue(undefined);
    await renderManager();
    fireEvent.click(screen.getByRole('button', { name: `"${blog.title}" میں ترمیم کریں` }));
    const dialog = screen.getByRole('dialog', { name: 'بلاگ میں ترمیم' });
    expect(within(dialog).getByText('بلاگ کی تاریخ اور میعاد جوں کی توں رہیں گی۔')).toBeTruthy();
    const picture = within(dialog).getByRole('combobox', { name: 'تصویر' });
    expect(within(picture).getAllByRole('option')[0]!.textContent).toBe('اعلان کی تصویر 1');
    fireEvent.change(within(dialog).getByLabelText('عنوان'), { target: { value: 'عید الفطر کے اوقات' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تبدیلیاں محفوظ کریں' }));
    await wait(0);
    expect(screen.getByText('"عید الفطر کے اوقات" کی تبدیلیاں محفوظ ہو گئیں۔').getAttribute('role')).toBe('status');
  });
});
