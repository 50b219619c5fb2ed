import { useEffect, useRef, useState } from 'react';
import { fill, plural } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import { blogStore, blogStoreKind } from '../../services/blog';
import { announcementImageSrc } from '../../services/blog/model';
import type { ParsedBlogs, StoredBlog } from '../../services/blog/schema';
import { cardGrid, container, section } from '../../theme/shared.css';
import { SectionHeader } from '../../ui/SectionHeader';
import { articleNode } from '../../linkedData/article';
import { linkedGraph, serializeGraph } from '../../linkedData/graph';
import type { IslandProps } from '../define';
import { AwaitedPost } from './AwaitedPost';
import { BlogCard } from './BlogCard';
import * as styles from './blogList.css';
import { FullContentDialog } from './FullContentDialog';
import { BLOG_SAVED_TOPIC, takeMessage } from '../../ui/nextPageMessage';
import { RetryNotice } from '../../ui/RetryNotice';
import type { BlogListText } from './blogListText';
import { storeFailure } from './storeFailure';
import type { BlogListBlock } from './schema';
import { useTimedRead, type TimedRead } from '../../ui/useTimedRead';
import { useDialogOpener } from '../../ui/useDialogOpener';

/** The blogs, and the moment they were read: every card judges Active or Expired by that one moment. */
interface ReadBlogs extends ParsedBlogs {
  readonly now: Date;
}

const readBlogs = (): Promise<ReadBlogs> =>
  blogStore()
    .then((store) => store.list())
    .then((parsed) => ({ ...parsed, now: new Date() }));

function summary(state: TimedRead<ReadBlogs>, text: BlogListText['list'], formats: LocaleFormats): string {
  if (state.phase === 'loading') return state.retrying ? '' : text.loading;
  if (state.phase !== 'ready') return '';
  const { blogs, damaged } = state.value;
  const skipped = damaged.length > 0 ? ` ${plural(text.damaged, damaged.length, formats)}` : '';
  if (blogs.length === 0) return `${text.none}${skipped}`;
  // After an error the visitor is told the blogs came after all (and focus may land on this line).
  const loaded = state.recovered ? plural(text.loaded, blogs.length, formats) : '';
  return `${loaded}${skipped}`.trim();
}

/** Where the posts are shown, and the academy that publishes them, for the posts' structured data. */
interface BlogPublisher {
  readonly blogUrl: string;
  readonly organizationId: string;
}

export type BlogListProps = IslandProps<BlogListBlock, { publisher: BlogPublisher; text: BlogListText; formats: LocaleFormats }>;

/** The list loads in an effect, so the prerendered page (and the first client render) says "Loading blogs...". */
export function BlogList({ block, publisher, text, formats }: BlogListProps) {
  const { state, retry } = useTimedRead(readBlogs, text.retry.noAnswer, formats, (error) => storeFailure(error, text.storeErrors));
  const fullContent = useDialogOpener<StoredBlog>();
  const status = useRef<HTMLParagraphElement>(null);
  const savedLine = useRef<HTMLParagraphElement>(null);
  // "Blog saved successfully.", left by the editor that sent the owner here. Read after hydration
  // (the prerendered page cannot know it), then focused: the owner's last action was the save, and
  // focus would otherwise start again at the top of a page that says nothing about it.
  const [saved, setSaved] = useState('');
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a message for this visit only, taken (read and removed) once the page has hydrated
  useEffect(() => setSaved(takeMessage(BLOG_SAVED_TOPIC)), []);
  useEffect(() => {
    if (saved) savedLine.current?.focus();
  }, [saved]);
  const loaded = state.phase === 'ready' && state.value.blogs.length > 0 ? state.value : null;

  return (
    <section className={section()}>
      <div className={container}>
        <p className={styles.label}>{block.label}</p>
        <SectionHeader heading={block.heading} />
        {blogStoreKind === 'local' && <p className={styles.note}>{text.list.localNote}</p>}
        <p role="status" ref={status} tabIndex={-1} className={styles.message}>
          {summary(state, text.list, formats)}
        </p>
        <p role="status" ref={savedLine} tabIndex={-1} className={styles.saved}>
          {saved}
        </p>
        {(state.phase === 'failed' || (state.phase === 'loading' && state.retrying)) && (
          <RetryNotice
            failure={state.phase === 'failed' ? fill(text.list.failed, { reason: state.reason }) : ''}
            busy={state.phase === 'loading' ? text.list.retrying : ''}
            onRetry={retry}
            retryLabel={text.retry.tryAgain}
            focusWhenGone={status}
          />
        )}
        {state.phase === 'loading' && !state.retrying && <AwaitedPost />}
        {loaded && (
          <ul className={cardGrid({ columns: 3 })}>
            {loaded.blogs.map((blog, index) => (
              <li key={blog.id}>
                <BlogCard
                  blog={blog}
                  now={loaded.now}
                  first={index === 0}
                  onReadMore={fullContent.show}
                  text={text}
                  formats={formats}
                />
              </li>
            ))}
          </ul>
        )}
        {loaded && (
          // The posts as structured data, for search engines that read the page once its script has run.
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{
              __html: serializeGraph(
                linkedGraph(
                  loaded.blogs.map((blog) =>
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
      {fullContent.open && <FullContentDialog blog={fullContent.open} onClose={fullContent.close} text={text} />}
    </section>
  );
}
