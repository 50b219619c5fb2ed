// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from '../../../../src/blocks/blog-list/BlogList.client';
import type { BlogListBlock } from '../../../../src/blocks/blog-list/schema';
import type { BlogStore } from '../../../../src/services/blog';
import { BLOG_SAVED_TOPIC, leaveMessage, takeMessage } from '../../../../src/ui/nextPageMessage';
import { en } from '../../../../src/i18n/messages/en';
import { englishLocale } from '../../support/locale';

vi.mock('../../../../src/services/blog', () => ({
  blogStoreKind: 'local',
  blogStore: () => Promise.resolve({ kind: 'local', list: () => Promise.resolve({ blogs: [], damaged: [] }) } as unknown as BlogStore),
}));

const block: BlogListBlock = { type: 'blog-list', label: 'Blogs', heading: 'Popular Blogs' };
const publisher = { blogUrl: 'https://academy.test/blog', organizationId: 'https://academy.test/#organization' };

async function renderList() {
  render(<BlogList block={block} publisher={publisher} text={{ ...en.blog, retry: en.forms.retry }} formats={englishLocale.formats} />);
  await act(async () => {});
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('the message a page leaves for the next one', () => {
  it('is read once', () => {
    leaveMessage('topic', 'Done.');
    expect(takeMessage('topic')).toBe('Done.');
    expect(takeMessage('topic')).toBe('');
  });
});

describe('the blog list after the editor saved a blog', () => {
  it('says "Blog saved successfully." in a status and moves focus to it, once', async () => {
    leaveMessage(BLOG_SAVED_TOPIC, 'Blog saved successfully.');
    await renderList();
    const saved = screen.getByText('Blog saved successfully.');
    expect(saved.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(saved);

    cleanup();
    await renderList();
    expect(screen.queryByText('Blog saved successfully.')).toBeNull();
  });

  it('says nothing, and takes no focus, on an ordinary visit', async () => {
    await renderList();
    expect(screen.queryByText('Blog saved successfully.')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
