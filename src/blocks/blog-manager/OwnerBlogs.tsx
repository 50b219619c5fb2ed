import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { blogStore, BlogNotFoundError, type BlogOwner } from '../../services/blog';
import { BLOG_LIMIT, blogStatus, limitReached } from '../../services/blog/model';
import type { BlogEdit, ParsedBlogs, StoredBlog } from '../../services/blog/schema';
import { button } from '../../theme/shared.css';
import { RetryNotice } from '../../ui/RetryNotice';
import { useTimedRead, type TimedRead } from '../../ui/useTimedRead';
import * as styles from './blogManager.css';
import { DeleteDialog } from './DeleteDialog';
import { EditDialog } from './EditDialog';

/** The owner's blogs, how many places they hold, and the moment they were read (for Active or Expired). */
interface Listed extends ParsedBlogs {
  readonly count: number;
  readonly now: Date;
}

const readListed = async (): Promise<Listed> => {
  const store = await blogStore();
  const [parsed, count] = await Promise.all([store.list(), store.count()]);
  return { ...parsed, count, now: new Date() };
};

function summary(state: TimedRead<Listed>, listed: Listed | null): string {
  if (state.phase === 'loading' && !state.retrying) return 'Loading your blogs...';
  if (!listed) return '';
  const damaged = listed.invalid > 0 ? ` ${listed.invalid} stored blog${listed.invalid === 1 ? ' is' : 's are'} damaged and not shown.` : '';
  return `${listed.blogs.length === 0 ? 'You have no blogs yet.' : ''}${damaged}`.trim();
}

const localDate = (time: string | number) => new Date(time).toLocaleDateString();

type Open = { readonly kind: 'edit' | 'delete'; readonly blog: StoredBlog };

interface OwnerBlogsProps {
  owner: BlogOwner;
  /** The write page. */
  write: string;
  signOut: () => void;
  notes: ReactNode;
  /** The "Signed in as" line: focus lands here when a notice above it goes away while focused. */
  signedInLine: RefObject<HTMLParagraphElement | null>;
}

/**
 * Each of the owner's blogs with its date and status, and an Edit and a Delete button. Both open a
 * modal dialog; when it closes, focus goes back to the button that opened it, or, after a delete,
 * to the next row's Delete button (the previous row's at the end, the heading when none is left),
 * so that it never falls back to the top of the page.
 */
export function OwnerBlogs({ owner, write, signOut, notes, signedInLine }: OwnerBlogsProps) {
  const { state, retry } = useTimedRead(readListed);
  // The list as changed on this page since it was read: each delete and edit is applied here once the store has it.
  const [changed, setChanged] = useState<Listed | null>(null);
  const listed = changed ?? (state.phase === 'ready' ? state.value : null);
  const [open, setOpen] = useState<Open | null>(null);
  const [outcome, setOutcome] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  // Where focus goes once the page has drawn the outcome of a delete or an edit.
  const focusNext = useRef<(() => void) | null>(null);

  // In the same commit that removes the dialog (and the deleted row), so focus is never left on the body between two frames.
  useLayoutEffect(() => {
    const move = focusNext.current;
    focusNext.current = null;
    move?.();
  }, [listed]);

  const openDialog = (kind: Open['kind'], blog: StoredBlog, trigger: HTMLButtonElement) => {
    opener.current = trigger;
    setOpen({ kind, blog });
  };

  const cancel = () => {
    setOpen(null);
    opener.current?.focus();
  };

  const remove = async (blog: StoredBlog) => {
    const title = blog.title || 'Untitled';
    let message = `Deleted “${title}”. A place is free for a new blog.`;
    try {
      await (await blogStore()).remove(blog.id);
    } catch (error) {
      // Gone already (deleted in another tab): the list catches up, nothing else to do.
      if (!(error instanceof BlogNotFoundError)) throw error;
      message = `“${title}” had already been deleted.`;
    }
    const current = listed!;
    const index = current.blogs.findIndex((entry) => entry.id === blog.id);
    const rest = current.blogs.filter((entry) => entry.id !== blog.id);
    const next = rest[index] ?? rest[index - 1];
    focusNext.current = () => (next ? deleteButtons.current.get(next.id) : heading.current)?.focus();
    setChanged({ ...current, blogs: rest, count: Math.max(0, current.count - 1) });
    setOutcome(message);
    setOpen(null);
  };

  const save = async (blog: StoredBlog, changes: BlogEdit) => {
    await (await blogStore()).edit(blog.id, changes);
    const current = listed!;
    focusNext.current = () => opener.current?.focus();
    setChanged({ ...current, blogs: current.blogs.map((entry) => (entry.id === blog.id ? { ...entry, ...changes } : entry)) });
    setOutcome(`Saved the changes to “${changes.title || 'Untitled'}”.`);
    setOpen(null);
  };

  const atLimit = listed !== null && limitReached(listed.count);

  return (
    <>
      <div className={styles.toolbar}>
        <p ref={signedInLine} tabIndex={-1} className={styles.muted}>
          Signed in as <strong>{owner.name}</strong>
          {listed && ` · ${Math.min(listed.count, BLOG_LIMIT)} of ${BLOG_LIMIT} blogs used`}
        </p>
        <button type="button" className={button({ variant: 'secondary' })} onClick={signOut}>
          Sign out
        </button>
      </div>
      {notes}
      <div className={styles.headingRow}>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          Your blogs
        </h2>
        <a href={write} className={button()}>
          Write a new blog
        </a>
      </div>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      <p role="status" className={styles.muted}>
        {summary(state, listed)}
      </p>
      {atLimit && <p className={styles.limitNote}>You can only add 5 blogs at a time. Delete an old blog to write a new one.</p>}
      {!listed && (state.phase === 'failed' || (state.phase === 'loading' && state.retrying)) && (
        <RetryNotice
          failure={state.phase === 'failed' ? `Your blogs could not be loaded: ${state.reason}.` : ''}
          busy={state.phase === 'loading' ? 'Loading your blogs again...' : ''}
          onRetry={retry}
          focusWhenGone={heading}
        />
      )}
      {listed && listed.blogs.length > 0 && (
        <ul className={styles.list}>
          {listed.blogs.map((blog) => {
            const title = blog.title || 'Untitled';
            const status = blogStatus(blog, listed.now);
            return (
              <li key={blog.id} className={styles.row}>
                <div className={styles.rowText}>
                  <h3 className={styles.rowTitle}>{title}</h3>
                  <p className={styles.rowMeta}>
                    <span>
                      Blog date: <time dateTime={blog.date}>{localDate(blog.date)}</time>
                    </span>
                    <span>
                      Status: <span className={styles.status({ status })}>{status}</span>
                    </span>
                    <span>
                      {status === 'Active' ? 'Expires' : 'Expired on'} {localDate(blog.expiresAt ?? blog.expiryDate)}
                    </span>
                  </p>
                </div>
                {/* Each button's name says which blog it acts on (the visible word starts it), as a list of bare "Delete" buttons would not. */}
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={button({ variant: 'secondary' })}
                    aria-haspopup="dialog"
                    aria-label={`Edit “${title}”`}
                    onClick={(event) => openDialog('edit', blog, event.currentTarget)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) deleteButtons.current.set(blog.id, element);
                      else deleteButtons.current.delete(blog.id);
                    }}
                    className={button({ variant: 'secondary' })}
                    aria-haspopup="dialog"
                    aria-label={`Delete “${title}”`}
                    onClick={(event) => openDialog('delete', blog, event.currentTarget)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open?.kind === 'delete' && <DeleteDialog blog={open.blog} onDelete={remove} onCancel={cancel} />}
      {open?.kind === 'edit' && <EditDialog blog={open.blog} onSave={save} onCancel={cancel} />}
    </>
  );
}
