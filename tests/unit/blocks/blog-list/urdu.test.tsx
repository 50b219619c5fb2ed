// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '../../../../src/blocks/blog-list/BlogList.client';
import type { BlogStore } from '../../../../src/services/blog';
import { BlogStoreError } from '../../../../src/services/blog/errors';
import type { ParsedBlogs, StoredBlog } from '../../../../src/services/blog/schema';
import { STORE_TIMEOUT_MS } from '../../../../src/ui/useTimedRead';
import { never } from '../../support/answers';
import { urduGroup } from '../../support/urdu';
import { withDialogStandIns } from '../../support/dialogStandIns';
import { urduFormats } from '../../support/locale';

/** The store, faked at the module boundary: each test says what every read of the list does. */
const fake = vi.hoisted(() => ({ list: vi.fn<() => Promise<ParsedBlogs>>() }));
vi.mock('../../../../src/services/blog', () => ({
  blogStoreKind: 'local',
  blogStore: () => Promise.resolve({ kind: 'local', list: fake.list } as unknown as BlogStore),
}));

const text = { ...urduGroup('blog'), retry: urduGroup('forms').retry };
const publisher = { blogUrl: 'https://academy.test/ur/blog', organizationId: 'https://academy.test/#organization' };

const notice: StoredBlog = {
  id: '-NzAAAAAAAAAAAAAAAA1',
  title: 'رمضان کا نظام الاوقات',
  content: `${'کلاسیں شام کو ہوں گی۔ '.repeat(12)}آخری سطر`,
  category: '',
  tags: '',
  imageUrl: 'announce1.jpg',
  author: '',
  date: '2030-01-10T09:00:00.000Z',
  expiryDate: '2030-02-09T09:00:00.000Z',
};

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderList() {
  render(<BlogList block={{ type: 'blog-list', label: 'بلاگ', heading: 'مقبول بلاگ' }} publisher={publisher} text={text} formats={urduFormats} />);
  await wait(0);
}

withDialogStandIns();

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2030-01-20T09:00:00Z') });
  fake.list.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the blog page in Urdu', () => {
  it('draws each card in Urdu: its details, its facts read out, its status and its date', async () => {
    fake.list.mockResolvedValue({ blogs: [notice], damaged: [] });
    await renderList();
    const card = screen.getByRole('article');
    expect(within(card).getByText('تفصیل:').tagName).toBe('STRONG');
    const facts = card.querySelector('footer')!;
    expect(within(facts).getByText('نامعلوم مصنف').textContent).toBe('مصنف: نامعلوم مصنف');
    expect(within(facts).getByText('نامعلوم زمرہ').textContent).toBe('زمرہ: نامعلوم زمرہ');
    expect(within(facts).getByText('فعال').textContent).toBe('حیثیت: فعال');
    expect(within(facts).getByText('10/1/2030').getAttribute('datetime')).toBe(notice.date);

    fireEvent.click(within(card).getByRole('button', { name: `مزید پڑھیں: ${notice.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'مکمل تحریر' });
    expect(within(dialog).getByRole('button', { name: 'بند کریں' })).toBeTruthy();
  });

  it('counts what it could not show, and says in Urdu when the store gives no answer', async () => {
    fake.list.mockResolvedValue({ blogs: [], damaged: [{ id: '-NzAAAAAAAAAAAAAAAA2', title: null, findings: [{ kind: 'field', key: 'title', problem: 'missing' }] }] });
    await renderList();
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('کوئی بلاگ نہیں ملا۔ محفوظ شدہ 1 بلاگ خراب ہے، اس لیے دکھایا نہیں گیا۔');
    cleanup();

    fake.list.mockImplementation(never);
    await renderList();
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('بلاگ لوڈ ہو رہے ہیں...');
    await wait(STORE_TIMEOUT_MS);
    expect(screen.getByRole('alert').textContent).toBe('بلاگ لوڈ نہیں ہو سکے: 8 سیکنڈ میں کوئی جواب نہیں آیا۔');
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeTruthy();
  });

  it("says in Urdu why the store failed when it names its failure, and passes on the words of a failure it does not name", async () => {
    fake.list.mockRejectedValue(new BlogStoreError('savedBlogsDamaged'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('بلاگ لوڈ نہیں ہو سکے: اس براؤزر میں محفوظ بلاگ خراب ہیں۔');
    cleanup();

    fake.list.mockRejectedValue(new BlogStoreError('firebaseNotConfigured'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('بلاگ لوڈ نہیں ہو سکے: یہ سائٹ Firebase کے لیے اس کی ترتیبات کے بغیر بنائی گئی ہے۔');
    cleanup();

    fake.list.mockRejectedValue(new Error('Permission denied'));
    await renderList();
    expect(screen.getByRole('alert').textContent).toBe('بلاگ لوڈ نہیں ہو سکے: Permission denied۔');
  });
});
