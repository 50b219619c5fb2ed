import type { Examples } from '../define';
import type { blogEditorBlock } from './schema';

export const blogEditorExamples = {
  default: {
    type: 'blog-editor',
    author: 'Ali',
    login: '/login',
    afterSave: '/blog',
    manage: '/manage-blogs',
  },
} satisfies Examples<typeof blogEditorBlock>;
