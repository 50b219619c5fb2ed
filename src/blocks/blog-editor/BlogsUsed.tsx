import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import { BLOG_LIMIT } from '../../services/blog/model';
import { placeHolder } from '../../ui/ownerTools.css';

interface BlogsUsedProps {
  /** The places held, null until the store answers. */
  count: number | null;
  /** " · {count} of {limit} blogs used", in the page's language. */
  message: string;
  /** How the page's language writes numbers. */
  formats: LocaleFormats;
}

/**
 * How many of the blogs' places are held, after "Signed in as". Until the store answers, the widest
 * form of the line ("5 of 5") stands there unseen: the line is as long before the answer as after,
 * so the toolbar does not wrap anew and push the page down when the count comes.
 */
export function BlogsUsed({ count, message, formats }: BlogsUsedProps) {
  const used = count === null ? BLOG_LIMIT : Math.min(count, BLOG_LIMIT);
  const line = fill(message, { count: formatNumber(used, formats), limit: formatNumber(BLOG_LIMIT, formats) });
  return count === null ? (
    <span className={placeHolder} aria-hidden="true">
      {line}
    </span>
  ) : (
    <>{line}</>
  );
}
