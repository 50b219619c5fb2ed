import { fill } from '../../i18n/format';
import { BLOG_LIMIT } from '../../services/blog/model';
import { placeHolder } from '../../ui/ownerTools.css';

interface BlogsUsedProps {
  /** The places held, null until the store answers. */
  count: number | null;
  /** " · {count} of {limit} blogs used", in the page's language. */
  message: string;
}

/**
 * How many of the blogs' places are held, after "Signed in as". Until the store answers, the widest
 * form of the line ("5 of 5") stands there unseen: the line is as long before the answer as after,
 * so the toolbar does not wrap anew and push the page down when the count comes.
 */
export function BlogsUsed({ count, message }: BlogsUsedProps) {
  const line = fill(message, { count: count === null ? BLOG_LIMIT : Math.min(count, BLOG_LIMIT), limit: BLOG_LIMIT });
  return count === null ? (
    <span className={placeHolder} aria-hidden="true">
      {line}
    </span>
  ) : (
    <>{line}</>
  );
}
