import { z } from 'zod';
import { blogLimits } from '../../services/blog/model';
import { route, text } from '../../schema/primitives';

export const blogEditorBlock = z.strictObject({
  type: z.literal('blog-editor'),
  author: text
    .max(blogLimits.author)
    .meta({ description: "The owner's first name, stored as the author of every new blog" }),
  login: route.default('/login').meta({ description: 'The login page, where a visitor who is not signed in is sent' }),
  afterSave: route.default('/blog').meta({ description: 'Where the owner goes after a blog is saved' }),
  manage: route.default('/manage-blogs').meta({ description: "The owner's list of blogs, where an old one can be deleted to make room" }),
}).meta({ description: 'The form where the signed-in owner writes and saves a blog' });

export type BlogEditorBlock = z.output<typeof blogEditorBlock>;
