import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import { BLOG_SAVED_TOPIC, leaveMessage } from '../../ui/nextPageMessage';
import { RetryNotice } from '../../ui/RetryNotice';
import { SAVE_TIMEOUT_SECONDS, SaveTimeoutError, withSaveDeadline } from '../../ui/saveDeadline';
import { useTimedRead } from '../../ui/useTimedRead';
import { BLOG_LIMIT, limitReached, type BlogDraft } from '../../services/blog/model';
import { pushId } from '../../services/blog/pushId';
import { BlogLimitError, type BlogOwner } from '../../services/blog/store';
import { button } from '../../theme/shared.css';
import { Message } from '../../ui/Message';
import { storeFailure } from '../blog-list/storeFailure';
import { BlogForm } from './BlogForm';
import { BlogsUsed } from './BlogsUsed';
import * as styles from './blogEditor.css';
import type { BlogEditorText } from './blogEditorText';

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
  text: BlogEditorText;
  /** How the page's language writes numbers. */
  formats: LocaleFormats;
}

/**
 * What the signed-in owner sees: who is signed in, how many blogs are used, and the form. The
 * count read has the same deadline as the blog list; until it answers the form can still be used,
 * because the store itself refuses a sixth blog.
 */
export function OwnerPanel({ owner, readCount, create, signOut, afterSave, manage, notes, signedInLine, text, formats }: OwnerPanelProps) {
  const { state: counted, retry } = useTimedRead(readCount, text.retry.noAnswer, formats, (error) => storeFailure(error, text.storeErrors));
  const limitMessage = fill(text.owner.limit, { limit: formatNumber(BLOG_LIMIT, formats) });
  // Set when a save is refused at the limit: the count read when the page loaded is then out of date.
  const [limitHit, setLimitHit] = useState(false);
  const count = limitHit ? BLOG_LIMIT : counted.phase === 'ready' ? counted.value : null;
  // The new blog's id, chosen at the first attempt and kept for every retry: an attempt that timed out
  // or failed may still land, and a retry at the same id then finds it there instead of adding another.
  const blogId = useRef<string | null>(null);

  const save = async (draft: BlogDraft): Promise<string | null> => {
    if (count !== null && limitReached(count)) return limitMessage;
    blogId.current ??= pushId(Date.now());
    try {
      // Said when the save gets no answer in time: it may land later, and a retry cannot publish it twice.
      await withSaveDeadline(create(blogId.current, draft), fill(text.owner.unfinishedSave, { seconds: formatNumber(SAVE_TIMEOUT_SECONDS, formats) }));
    } catch (error) {
      if (error instanceof BlogLimitError) {
        setLimitHit(true);
        return limitMessage;
      }
      if (error instanceof SaveTimeoutError) return error.message;
      return fill(text.editor.saveFailed, { reason: storeFailure(error, text.storeErrors) });
    }
    // Shown by the page the owner goes to after saving, in its status line.
    leaveMessage(BLOG_SAVED_TOPIC, text.editor.saved);
    window.location.assign(afterSave);
    return null;
  };

  const atLimit = count !== null && limitReached(count);

  return (
    <>
      <div className={styles.toolbar}>
        <p ref={signedInLine} tabIndex={-1} className={styles.muted}>
          <Message text={text.owner.signedInAs} parts={{ name: <strong>{owner.name}</strong> }} />
          <BlogsUsed count={count} message={text.owner.used} formats={formats} />
        </p>
        <div className={styles.toolbarActions}>
          <a href={manage} className={button({ variant: 'secondary' })}>
            {text.editor.manage}
          </a>
          <button type="button" className={button({ variant: 'secondary' })} onClick={signOut}>
            {text.owner.signOut}
          </button>
        </div>
      </div>
      {notes}
      {/* Said before the form, so that the owner learns why Save is unavailable and what to do, before filling it in. */}
      {atLimit && (
        <p className={styles.limit}>
          <Message text={text.editor.limitNotice} parts={{ limit: limitMessage, link: <a href={manage}>{text.owner.deleteOld}</a>, damaged: text.editor.damagedCount }} />
        </p>
      )}
      {!limitHit && (counted.phase === 'failed' || (counted.phase === 'loading' && counted.retrying)) && (
        <div className={styles.notice}>
          <RetryNotice
            failure={counted.phase === 'failed' ? fill(text.editor.countFailed, { reason: counted.reason }) : ''}
            busy={counted.phase === 'loading' ? text.editor.countingAgain : ''}
            onRetry={retry}
            retryLabel={text.retry.tryAgain}
            focusWhenGone={signedInLine}
          />
        </div>
      )}
      <BlogForm limitReached={atLimit} onSave={save} text={text} formats={formats} />
    </>
  );
}
