import { fill } from '../../i18n/format';
import { formatDate, type LocaleFormats } from '../../i18n/localeFormats';
import { announcementImageSrc, blogStatus, previewOf } from '../../services/blog/model';
import type { StoredBlog } from '../../services/blog/schema';
import { button, mediaCard, visuallyHidden } from '../../theme/shared.css';
import * as styles from './blogList.css';
import type { BlogListText } from './blogListText';

interface BlogCardProps {
  blog: StoredBlog;
  now: Date;
  /**
   * The first card's picture is the largest thing the list draws, often the page's largest: asked for
   * at once and first, not when layout finds it in view, as lazy pictures are.
   */
  first: boolean;
  onReadMore: (blog: StoredBlog, trigger: HTMLButtonElement) => void;
  text: Pick<BlogListText, 'untitled' | 'status' | 'card'>;
  /** How the page's locale writes the blog's date. */
  formats: LocaleFormats;
}

/** Stored text is only ever rendered as text: no HTML from a blog reaches the page, so nothing stored can run. */
export function BlogCard({ blog, now, first, onReadMore, text, formats }: BlogCardProps) {
  const preview = previewOf(blog.content);
  const status = blogStatus(blog, now);
  const title = blog.title || text.untitled;
  const { card } = text;
  return (
    <article className={mediaCard}>
      <div className={styles.media}>
        <img src={announcementImageSrc(blog.imageUrl)} alt="" width={800} height={450} className={styles.image} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" />
        {/* The second indicator repeats the footer's for sighted readers; screen readers hear it once. */}
        <span className={styles.status({ status, placement: 'overlay' })} aria-hidden="true">
          {text.status[status]}
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.preview}>
          <strong>{card.details}</strong> {preview.text}
        </p>
        {preview.truncated && (
          <button
            type="button"
            className={`${button({ variant: 'secondary' })} ${styles.readMore}`}
            aria-haspopup="dialog"
            onClick={(event) => onReadMore(blog, event.currentTarget)}
          >
            {card.readMore}
            <span className={visuallyHidden}>{fill(card.readMoreHidden, { title })}</span>
          </button>
        )}
      </div>
      <footer className={styles.footer}>
        <p className={styles.meta}>
          <span className={styles.metaAuthor}>
            <span className={visuallyHidden}>{card.author}</span>
            {blog.author || card.unknownAuthor}
          </span>
          <span>
            <span className={visuallyHidden}>{card.category}</span>
            {blog.category || card.unknownCategory}
          </span>
          <time dateTime={blog.date}>{formatDate(blog.date, formats)}</time>
        </p>
        <span className={styles.status({ status })}>
          <span className={visuallyHidden}>{card.status}</span>
          {text.status[status]}
        </span>
      </footer>
    </article>
  );
}
