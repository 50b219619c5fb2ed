// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogEditor } from '../../../../src/blocks/blog-editor/BlogEditor.client';
import type { BlogOwner, BlogStore } from '../../../../src/services/blog';
import type { BlogEntry } from '../../../../src/services/blog/schema';
// Loaded here so that the editor's own import of it, on save, finds it ready.
import '../../../../src/services/blog/schema';
import { SAVE_TIMEOUT_MS } from '../../../../src/ui/saveDeadline';
import { never } from '../../support/answers';
import { freshFakesEachTest } from '../../support/freshFakes';
import { urduFormats } from '../../support/locale';
import { urduGroup } from '../../support/urdu';

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

const { errors, retry } = urduGroup('forms');
const text = { ...urduGroup('blog'), errors, retry };

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderEditor() {
  render(<BlogEditor block={{ type: 'blog-editor', author: 'علی', login: '/ur/login', afterSave: '/ur/blog', manage: '/ur/manage-blogs' }} pagePath="/ur/write" text={text} formats={urduFormats} />);
  await wait(0);
}

const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).filter(Boolean);

freshFakesEachTest(fake, Date.parse('2026-03-01T09:00:00Z'));
beforeEach(() => {
  fake.currentOwner.mockResolvedValue({ name: 'owner' });
});

describe('the write page in Urdu', () => {
  it('labels the form in Urdu and says who is signed in, under whose name blogs are published, and how many places are used', async () => {
    fake.count.mockResolvedValue(2);
    await renderEditor();
    expect(screen.getByText('owner', { selector: 'strong' }).parentElement!.textContent).toBe('owner کے طور پر سائن ان · 5 میں سے 2 بلاگ استعمال ہو چکے ہیں');
    expect(screen.getByText(/^نئے بلاگ علی کے نام سے شائع ہوتے ہیں۔/).textContent).toBe('نئے بلاگ علی کے نام سے شائع ہوتے ہیں۔ پیش نظارہ: بلاگ صرف اسی براؤزر میں محفوظ ہوتے ہیں۔');
    for (const label of ['عنوان', 'متن', 'زمرہ', 'ٹیگز (کاما سے الگ کریں)', 'بلاگ کی تاریخ']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بلاگز کا انتظام' }).getAttribute('href')).toBe('/ur/manage-blogs');
    expect(screen.getByRole('button', { name: 'سائن آؤٹ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'بلاگ محفوظ کریں' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('at the limit, says why in Urdu before the form, with the way to the manage page, and the button says the limit', async () => {
    fake.count.mockResolvedValue(5);
    await renderEditor();
    const notice = screen.getByRole('link', { name: 'نیا بلاگ لکھنے کے لیے کوئی پرانا بلاگ حذف کریں' }).parentElement!;
    expect(notice.textContent).toBe('آپ ایک وقت میں صرف 5 بلاگ رکھ سکتے ہیں۔ نیا بلاگ لکھنے کے لیے کوئی پرانا بلاگ حذف کریں۔ وہاں درج خراب اندراجات بھی گنتی میں شامل ہیں۔');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/ur/manage-blogs');
    expect(screen.getByRole('button', { name: 'حد پوری ہو گئی (5 بلاگ)' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says in Urdu when a save fails, or gets no answer in time', async () => {
    fake.count.mockResolvedValue(1);
    fake.create.mockRejectedValueOnce(new Error('Permission denied')).mockImplementation(never);
    await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'بلاگ محفوظ کریں' }));
    await wait(0);
    expect(alertTexts()).toEqual(['بلاگ محفوظ کرنے میں خرابی: Permission denied']);

    fireEvent.click(screen.getByRole('button', { name: 'بلاگ محفوظ کریں' }));
    await wait(0);
    expect(screen.getByText('محفوظ ہو رہا ہے...').getAttribute('role')).toBe('status');
    await wait(SAVE_TIMEOUT_MS);
    expect(alertTexts()).toEqual(['بلاگ 15 سیکنڈ میں محفوظ نہیں ہوا۔ ہو سکتا ہے یہ پھر بھی شائع ہو جائے: دوبارہ کوشش کے لیے "بلاگ محفوظ کریں" دبائیں، یہ ایک ہی بار شائع ہوگا۔']);
  });
});
