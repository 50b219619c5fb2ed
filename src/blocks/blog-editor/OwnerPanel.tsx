import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { BLOG_SAVED_TOPIC, leaveMessage } from '../../ui/nextPageMessage';
import { RetryNotice } from '../../ui/RetryNotice';
import { SAVE_TIMEOUT_SECONDS, SaveTimeoutError, withSaveDeadline } from '../../ui/saveDeadline';
import { reasonOf, useTimedRead } from '../../ui/useTimedRead';
import { BLOG_LIMIT, limitReached, type BlogDraft } from '../../services/blog/model';
import { pushId } from '../../services/blog/pushId';
import { BlogLimitError, type BlogOwner } from '../../services/blog/store';
import { button } from '../../theme/shared.css';
import { BlogForm } from './BlogForm';
import * as styles from './blogEditor.css';

const LIMIT_MESSAGE = 'You can only add 5 blogs at a time.';
/** Damaged entries hold places too, and the manage page is where they are seen and deleted. */
const DAMAGED_COUNT = 'Damaged entries, listed there, count too.';
/** Said when a save gets no answer in time: it may land later, and a retry cannot publish it twice. */
const UNFINISHED = `The blog was not saved within ${SAVE_TIMEOUT_SECONDS} seconds. It may still be published: press Save Blog to try again, and it will be published only once.`;
/** Shown by the page the owner goes to after saving, in its status line. */
const SAVED_MESSAGE = 'Blog saved successfully.';

interface OwnerPanelProps {
  owner: BlogOwner;
  /** Reads how many blogs exist, for the limit. */
  readCount: () => Promise<number>;
  /** Stores the draft as the blog `id`, the same id on every attempt; throws BlogLimitError at the limit. */
  create: (id: string, draft: BlogDraft) => Promise<void>;
  signOut: () => void;
  /** Where the owner goes once the blog is saved. */
  afterSave: string;
  /** The owner's list of blogs, where an old one is deleted to make room. */
  manage: string;
  notes: ReactNode;
  /** The "Signed in as" line: focus lands here when a notice above it goes away while focused. */
  signedInLine: RefObject<HTMLParagraphElement | null>;
}

/**
 * What the signed-in owner sees: who is signed in, how many blogs are used, and the form. The
 * count read has the same deadline as the blog list; until it answers the form can still be used,
 * because the store itself refuses a sixth blog.
 */
export function OwnerPanel({ owner, readCount, create, signOut, afterSave, manage, notes, signedInLine }: OwnerPanelProps) {
  const { state: counted, retry } = useTimedRead(readCount);
  // Set when a save is refused at the limit: the count read when the page loaded is then out of date.
  const [limitHit, setLimitHit] = useState(false);
  const count = limitHit ? BLOG_LIMIT : counted.phase === 'ready' ? counted.value : null;
  // The new blog's id, chosen at the first attempt and kept for every retry: an attempt that timed out
  // or failed may still land, and a retry at the same id then finds it there instead of adding another.
  const blogId = useRef<string | null>(null);

  const save = async (draft: BlogDraft): Promise<string | null> => {
    if (count !== null && limitReached(count)) return LIMIT_MESSAGE;
    blogId.current ??= pushId(Date.now());
    try {
      await withSaveDeadline(create(blogId.current, draft), UNFINISHED);
    } catch (error) {
      if (error instanceof BlogLimitError) {
        setLimitHit(true);
        return LIMIT_MESSAGE;
      }
      if (error instanceof SaveTimeoutError) return error.message;
      return `Error saving blog: ${reasonOf(error)}`;
    }
    leaveMessage(BLOG_SAVED_TOPIC, SAVED_MESSAGE);
    window.location.assign(afterSave);
    return null;
  };

  const atLimit = count !== null && limitReached(count);

  return (
    <>
      <div className={styles.toolbar}>
        <p ref={signedInLine} tabIndex={-1} className={styles.muted}>
          Signed in as <strong>{owner.name}</strong>
          {count !== null && ` · ${Math.min(count, BLOG_LIMIT)} of ${BLOG_LIMIT} blogs used`}
        </p>
        <div className={styles.toolbarActions}>
          <a href={manage} className={button({ variant: 'secondary' })}>
            Manage blogs
          </a>
          <button type="button" className={button({ variant: 'secondary' })} onClick={signOut}>
            Sign out
          </button>
        </div>
      </div>
      {notes}
      {/* Said before the form, so that the owner learns why Save is unavailable and what to do, before filling it in. */}
      {atLimit && (
        <p className={styles.limit}>
          {LIMIT_MESSAGE} <a href={manage}>Delete an old blog to write a new one</a>. {DAMAGED_COUNT}
        </p>
      )}
      {!limitHit && (counted.phase === 'failed' || (counted.phase === 'loading' && counted.retrying)) && (
        <div className={styles.notice}>
          <RetryNotice
            failure={counted.phase === 'failed' ? `The number of existing blogs could not be read: ${counted.reason}.` : ''}
            busy={counted.phase === 'loading' ? 'Reading the number of blogs again...' : ''}
            onRetry={retry}
            focusWhenGone={signedInLine}
          />
        </div>
      )}
      <BlogForm limitReached={atLimit} onSave={save} />
    </>
  );
}
