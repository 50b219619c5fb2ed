import { useEffect, useRef, useState } from 'react';
import { blogStore, blogStoreKind } from '../../services/blog';
import { announcementImageSrc, type StoredBlog } from '../../services/blog/model';
import { button, cardGrid, container, section } from '../../theme/shared.css';
import { SectionHeader } from '../../ui/SectionHeader';
import { articleNode } from '../../linkedData/article';
import { linkedGraph, serializeGraph } from '../../linkedData/graph';
import type { IslandProps } from '../define';
import { BlogCard } from './BlogCard';
import * as styles from './blogList.css';
import { FullContentDialog } from './FullContentDialog';
import type { BlogListBlock } from './schema';

type ListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'ready'; readonly blogs: StoredBlog[]; readonly invalid: number; readonly now: Date };

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function summary(state: ListState): string {
  if (state.status === 'loading') return 'Loading blogs...';
  if (state.status !== 'ready') return '';
  const skipped = state.invalid > 0 ? ` ${state.invalid} stored blog${state.invalid === 1 ? ' is' : 's are'} damaged and not shown.` : '';
  return state.blogs.length === 0 ? `No blogs found.${skipped}` : skipped.trim();
}

/** The list loads in an effect, so the prerendered page (and the first client render) says "Loading blogs...". */
/** Where the posts are shown, and the academy that publishes them, for the posts' structured data. */
export interface BlogPublisher {
  readonly blogUrl: string;
  readonly organizationId: string;
}

export function BlogList({ block, publisher }: IslandProps<BlogListBlock, { publisher: BlogPublisher }>) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<StoredBlog | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    let current = true;
    blogStore()
      .then((store) => store.list())
      .then(
        ({ blogs, invalid }) => current && setState({ status: 'ready', blogs, invalid, now: new Date() }),
        (error: unknown) => current && setState({ status: 'failed', reason: reasonOf(error) }),
      );
    return () => {
      current = false;
    };
  }, [attempt]);

  const closeDialog = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <section className={section}>
      <div className={container}>
        <p className={styles.label}>{block.label}</p>
        <SectionHeader heading={block.heading} />
        {blogStoreKind === 'local' && <p className={styles.note}>Blogs are stored in this browser only.</p>}
        <p role="status" className={styles.message}>
          {summary(state)}
        </p>
        {state.status === 'failed' && (
          <div role="alert" className={styles.error}>
            <p>The blogs could not be loaded: {state.reason}.</p>
            <button
              type="button"
              className={button({ variant: 'secondary' })}
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && state.blogs.length > 0 && (
          <ul className={cardGrid({ columns: 3 })}>
            {state.blogs.map((blog) => (
              <li key={blog.id}>
                <BlogCard
                  blog={blog}
                  now={state.now}
                  onReadMore={(chosen, trigger) => {
                    opener.current = trigger;
                    setOpen(chosen);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {state.status === 'ready' && state.blogs.length > 0 && (
          // The posts as structured data, for search engines that read the page once its script has run.
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: serializeGraph(
                linkedGraph(
                  state.blogs.map((blog) =>
                    articleNode(
                      { ...blog, image: new URL(announcementImageSrc(blog.imageUrl), publisher.blogUrl).href },
                      publisher.blogUrl,
                      publisher.organizationId,
                    ),
                  ),
                ),
              ),
            }}
          />
        )}
      </div>
      {open && <FullContentDialog blog={open} onClose={closeDialog} />}
    </section>
  );
}
