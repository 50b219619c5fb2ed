import type { BlogPosting } from 'schema-dts';
import type { NodeOf } from './graph';
import { linkedIds } from './ids';

interface ArticleFacts {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly author: string;
  readonly date: string;
  readonly image: string;
}

/** A blog post as the blog page shows it; its address is the blog page's. */
export function articleNode(blog: ArticleFacts, blogUrl: string, organizationId: string): NodeOf<BlogPosting> {
  return {
    '@type': 'BlogPosting',
    '@id': linkedIds.article(blogUrl, blog.id),
    headline: blog.title,
    articleBody: blog.content,
    datePublished: blog.date,
    image: blog.image,
    author: { '@type': 'Person', name: blog.author },
    publisher: { '@id': organizationId },
    mainEntityOfPage: blogUrl,
  };
}
