// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '../../../../src/blocks/blog-list/BlogList.client';
import type { BlogListBlock } from '../../../../src/blocks/blog-list/schema';
import type { StoredBlog } from '../../../../src/services/blog/schema';
import { en } from '../../../../src/i18n/messages/en';
import { withDialogStandIns } from '../../support/dialogStandIns';
import { englishLocale } from '../../support/locale';

/*
 * A blog is typed by its owner in the browser and stored in a database, not checked at build like
 * the content files; the blog list must show every field of it as text, never as markup or a link.
 */

const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> [click](javascript:alert(3)) <a href="javascript:alert(4)">here</a>';

const blog: StoredBlog = {
  id: '-Nblog1',
  title: `Title ${hostile}`,
  // Longer than a preview, so that Read More opens the full text in a dialog too.
  content: `${hostile} ${'More words. '.repeat(30)}</script><script>alert(5)</script>`,
  category: `Category ${hostile}`,
  tags: 'a,b',
  imageUrl: 'announce1.jpg',
  author: `Author ${hostile}`,
  date: '2025-01-01T09:00:00.000Z',
  expiryDate: '2026-03-02T09:00:00.000Z',
};

/** The blog store, faked at its module boundary: one stored blog written to break out of text. */
vi.mock('../../../../src/services/blog', () => ({
  blogStoreKind: 'firebase',
  blogStore: () => Promise.resolve({ list: () => Promise.resolve({ blogs: [blog], damaged: [] }) }),
}));

const block: BlogListBlock = { type: 'blog-list', label: 'Blogs', heading: 'Popular Blogs' };
const publisher = { blogUrl: 'https://academy.test/blogs', organizationId: 'https://academy.test/#organization' };

withDialogStandIns();

// A fixed day between the blog's date and its expiry, so it is listed as Active whatever today is.
beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00Z'), toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderList(): Promise<HTMLElement> {
  const { container } = render(<BlogList block={block} publisher={publisher} text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
  await act(async () => {});
  return container;
}

/** Nothing a stored text could have become: a script that runs, an element with a handler, a link. */
function expectNoMarkupFromText(container: HTMLElement) {
  expect(container.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  expect(container.querySelectorAll('a, iframe')).toHaveLength(0);
  const handlers = [...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));
  expect(handlers).toEqual([]);
  // The only image is the announcement picture the list chooses itself.
  expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/img/announce1.jpg']);
}

describe('a blog whose texts hold HTML and a javascript: link', () => {
  it('shows the title, preview, author and category as the text typed', async () => {
    const container = await renderList();
    expectNoMarkupFromText(container);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(`Title ${hostile}`);
    expect(container.textContent).toContain(`Details: ${hostile}`);
    expect(container.textContent).toContain(`Author ${hostile}`);
    expect(container.textContent).toContain(`Category ${hostile}`);
  });

  it('shows the full content in the dialog as the text typed', async () => {
    const container = await renderList();
    fireEvent.click(screen.getByRole('button', { name: /Read More/ }));
    const dialog = screen.getByRole('dialog');
    expectNoMarkupFromText(container);
    expect(dialog.textContent).toContain(blog.content);
  });

  it('keeps the text inside its structured data, which cannot close its script element', async () => {
    const container = await renderList();
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const json = scripts[0]!.textContent;
    expect(json).not.toMatch(/<\/?script/i);
    expect(JSON.parse(json)).toMatchObject({ '@graph': [expect.objectContaining({ headline: blog.title, articleBody: blog.content })] });
  });
});
