import type { z } from 'zod';
import type { blogEditorBlock } from './schema';

export const blogEditorExample: z.input<typeof blogEditorBlock> = {
  type: 'blog-editor',
  author: 'Ali',
  login: '/login',
  afterSave: '/blog',
  manage: '/manage-blogs',
};
