import { within } from '@testing-library/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogEditorExamples } from '../../../../src/blocks/blog-editor/examples';
import { blogListExamples } from '../../../../src/blocks/blog-list/examples';
import { blogManagerExamples } from '../../../../src/blocks/blog-manager/examples';
import { loadBlocks, PAGE_TEST_TIMEOUT } from '../../support/blockExamples';
import { islandProps } from '../../support/pageQueries';
import { showInUrdu, urduGroup } from '../../support/urdu';

/*
 * The blog's pages in Urdu as the build writes them: what the page says before its script runs is
 * Urdu, and each island carries the Urdu texts it needs, and none of another page's.
 */
beforeAll(loadBlocks, PAGE_TEST_TIMEOUT);

const blog = urduGroup('blog');
const { errors, retry } = urduGroup('forms');
const textOf = (view: HTMLElement) => (islandProps(view) as unknown as { text: Record<string, unknown> }).text;

describe("the blog's pages in Urdu", () => {
  it('the blog page says it is loading the blogs, and carries the texts of its cards and of a failed read', () => {
    const view = showInUrdu(blogListExamples.default);
    expect(within(view).getAllByRole('status').map((status) => status.textContent)).toContain('بلاگ لوڈ ہو رہے ہیں...');
    expect(textOf(view)).toEqual({ untitled: blog.untitled, status: blog.status, list: blog.list, card: blog.card, fullContent: blog.fullContent, storeErrors: blog.storeErrors, retry });
  }, PAGE_TEST_TIMEOUT);

  it('the write page says it is checking the sign-in, and carries the form’s texts and what its mistakes say', () => {
    const view = showInUrdu(blogEditorExamples.default);
    expect(within(view).getByRole('status').textContent).toBe('سائن ان کی جانچ ہو رہی ہے...');
    expect(view.textContent).toContain(`نئے بلاگ ${blogEditorExamples.default.author} کے نام سے شائع ہوتے ہیں۔`);
    expect(textOf(view)).toEqual({ owner: blog.owner, fields: blog.fields, editor: blog.editor, storeErrors: blog.storeErrors, errors, retry });
  }, PAGE_TEST_TIMEOUT);

  it('the manage page says it is checking the sign-in, and carries the texts of its list and its dialogs', () => {
    const view = showInUrdu(blogManagerExamples.default);
    expect(within(view).getByRole('status').textContent).toBe('سائن ان کی جانچ ہو رہی ہے...');
    const { untitled, status, owner, fields, manager, damaged, deleteDialog, editDialog, storeErrors } = blog;
    expect(textOf(view)).toEqual({ untitled, status, owner, fields, manager, damaged, deleteDialog, editDialog, storeErrors, retry });
  }, PAGE_TEST_TIMEOUT);
});
