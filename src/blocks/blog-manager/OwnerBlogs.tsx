import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { fill } from '../../i18n/format';
import { formatDate, formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import { blogStore, BlogNotFoundError, type BlogOwner } from '../../services/blog';
import { BLOG_LIMIT, blogStatus, limitReached } from '../../services/blog/model';
import type { BlogEdit, DamagedBlog, ParsedBlogs, StoredBlog } from '../../services/blog/schema';
import { button } from '../../theme/shared.css';
import { RetryNotice } from '../../ui/RetryNotice';
import { SAVE_TIMEOUT_SECONDS, withSaveDeadline } from '../../ui/saveDeadline';
import { useDialogOpener } from '../../ui/useDialogOpener';
import { useTimedRead, type TimedRead } from '../../ui/useTimedRead';
import { Message } from '../../ui/Message';
import { BlogsUsed } from '../blog-editor/BlogsUsed';
import { storeFailure } from '../blog-list/storeFailure';
import * as styles from './blogManager.css';
import type { BlogManagerText } from './blogManagerText';
import { DamagedEntries, damagedName } from './DamagedEntries';
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

function summary(state: TimedRead<Listed>, listed: Listed | null, text: BlogManagerText['manager']): string {
  if (state.phase === 'loading' && !state.retrying) return text.loading;
  return listed?.blogs.length === 0 ? text.none : '';
}

/**
 * What the owner is told when a delete or an edit gets no answer in time (`message`, with the
 * button to press again): it may still land, and trying again is safe.
 */
const unfinished = (message: string, button: string, formats: LocaleFormats) => fill(message, { seconds: formatNumber(SAVE_TIMEOUT_SECONDS, formats), button });

type Open = { readonly kind: 'edit' | 'delete'; readonly blog: StoredBlog } | { readonly kind: 'delete-damaged'; readonly entry: DamagedBlog };

interface OwnerBlogsProps {
  owner: BlogOwner;
  /** The write page. */
  write: string;
  signOut: () => void;
  notes: ReactNode;
  /** The "Signed in as" line: focus lands here when a notice above it goes away while focused. */
  signedInLine: RefObject<HTMLParagraphElement | null>;
  text: BlogManagerText;
  /** How the page's locale writes the blogs' dates. */
  formats: LocaleFormats;
}

/**
 * The list without the entry of `id`, and the entry that takes its row (the one after it, or else
 * the one before): where focus goes on after a delete.
 */
function withoutEntry<T extends { readonly id: string }>(entries: readonly T[], id: string): { rest: T[]; next: T | undefined } {
  const index = entries.findIndex((entry) => entry.id === id);
  const rest = entries.filter((entry) => entry.id !== id);
  return { rest, next: rest[index] ?? rest[index - 1] };
}

/**
 * Each of the owner's blogs with its date and status, and an Edit and a Delete button. Both open a
 * modal dialog; when it closes, focus goes back to the button that opened it, or, after a delete,
 * to the next row's Delete button (the previous row's at the end, the heading when none is left),
 * so that it never falls back to the top of the page. Damaged entries, which hold places too, are
 * listed after the blogs with what is wrong with each and a Delete button that works the same way.
 */
export function OwnerBlogs({ owner, write, signOut, notes, signedInLine, text, formats }: OwnerBlogsProps) {
  const failureOf = (error: unknown) => storeFailure(error, text.storeErrors);
  const { state, retry } = useTimedRead(readListed, text.retry.noAnswer, formats, failureOf);
  const { manager, deleteDialog } = text;
  /** A blog's title as the page quotes it, or the word for one without. */
  const quotedTitle = (title: string) => fill(manager.quoted, { title: title || text.untitled });
  const localDate = (time: string | number) => formatDate(time, formats);
  // The list as changed on this page since it was read: each delete and edit is applied here once the store has it.
  const [changed, setChanged] = useState<Listed | null>(null);
  const listed = changed ?? (state.phase === 'ready' ? state.value : null);
  const dialog = useDialogOpener<Open>();
  const [outcome, setOutcome] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());

  const damagedButtons = useRef(new Map<string, HTMLButtonElement>());

  /** Deletes `id` in the store; false when it was gone already (deleted in another tab, or by an attempt that landed late). */
  const removeStored = async (id: string, button: string): Promise<boolean> => {
    try {
      await withSaveDeadline(blogStore().then((store) => store.remove(id)), unfinished(manager.unfinishedDelete, button, formats));
      return true;
    } catch (error) {
      if (error instanceof BlogNotFoundError) return false;
      throw error;
    }
  };

  const remove = async (blog: StoredBlog) => {
    const title = quotedTitle(blog.title);
    const removed = await removeStored(blog.id, deleteDialog.deleteBlog);
    const current = listed!;
    const { rest, next } = withoutEntry(current.blogs, blog.id);
    setChanged({ ...current, blogs: rest, count: Math.max(0, current.count - 1) });
    // Gone already: the list catches up, nothing else to do.
    setOutcome(fill(removed ? manager.deleted : manager.alreadyDeleted, { title }));
    // Its own row is gone: focus goes on along the list.
    dialog.closeFocusing(() => (next ? deleteButtons.current.get(next.id) : heading.current));
  };

  const removeDamaged = async (entry: DamagedBlog) => {
    const name = damagedName(entry, manager.quoted);
    const removed = await removeStored(entry.id, deleteDialog.deleteEntry);
    const current = listed!;
    const { rest, next } = withoutEntry(current.damaged, entry.id);
    setChanged({ ...current, damaged: rest, count: Math.max(0, current.count - 1) });
    setOutcome(fill(removed ? manager.deletedEntry : manager.entryAlreadyDeleted, { name }));
    // With the last one gone its section goes too, and focus goes to the list's heading.
    dialog.closeFocusing(() => (next ? damagedButtons.current.get(next.id) : heading.current));
  };

  const save = async (blog: StoredBlog, changes: BlogEdit) => {
    // An edit sets the same fields to the same text however often it lands, so a retry is safe.
    await withSaveDeadline(
      blogStore().then((store) => store.edit(blog.id, changes)),
      unfinished(manager.unfinishedEdit, text.editDialog.save, formats),
    );
    const current = listed!;
    setChanged({ ...current, blogs: current.blogs.map((entry) => (entry.id === blog.id ? { ...entry, ...changes } : entry)) });
    setOutcome(fill(manager.edited, { title: quotedTitle(changes.title) }));
    dialog.close();
  };

  const atLimit = listed !== null && limitReached(listed.count);
  const open = dialog.open;

  return (
    <>
      <div className={styles.toolbar}>
        <p ref={signedInLine} tabIndex={-1} className={styles.muted}>
          <Message text={text.owner.signedInAs} parts={{ name: <strong>{owner.name}</strong> }} />
          <BlogsUsed count={listed ? listed.count : null} message={text.owner.used} formats={formats} />
        </p>
        <button type="button" className={button({ variant: 'secondary' })} onClick={signOut}>
          {text.owner.signOut}
        </button>
      </div>
      {notes}
      <div className={styles.headingRow}>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          {manager.heading}
        </h2>
        <a href={write} className={button()}>
          {manager.write}
        </a>
      </div>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      <p role="status" className={styles.muted}>
        {summary(state, listed, manager)}
      </p>
      {atLimit && <p className={styles.limitNote}>{`${fill(text.owner.limit, { limit: formatNumber(BLOG_LIMIT, formats) })} ${text.owner.deleteOld}.`}</p>}
      {!listed && (state.phase === 'failed' || (state.phase === 'loading' && state.retrying)) && (
        <RetryNotice
          failure={state.phase === 'failed' ? fill(manager.failed, { reason: state.reason }) : ''}
          busy={state.phase === 'loading' ? manager.retrying : ''}
          onRetry={retry}
          retryLabel={text.retry.tryAgain}
          focusWhenGone={heading}
        />
      )}
      {listed && listed.blogs.length > 0 && (
        <ul className={styles.list}>
          {listed.blogs.map((blog) => {
            const title = blog.title || text.untitled;
            const status = blogStatus(blog, listed.now);
            return (
              <li key={blog.id} className={styles.row}>
                <div className={styles.rowText}>
                  <h3 className={styles.rowTitle}>{title}</h3>
                  <p className={styles.rowMeta}>
                    <span>
                      {manager.date}
                      <time dateTime={blog.date}>{localDate(blog.date)}</time>
                    </span>
                    <span>
                      {manager.status}
                      <span className={styles.status({ status })}>{text.status[status]}</span>
                    </span>
                    <span>{fill(status === 'Active' ? manager.expires : manager.expired, { date: localDate(blog.expiresAt ?? blog.expiryDate) })}</span>
                  </p>
                </div>
                {/* Each button's name says which blog it acts on (the visible word starts it), as a list of bare "Delete" buttons would not. */}
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={button({ variant: 'secondary' })}
                    aria-haspopup="dialog"
                    aria-label={fill(manager.editNamed, { title: quotedTitle(blog.title) })}
                    onClick={(event) => dialog.show({ kind: 'edit', blog }, event.currentTarget)}
                  >
                    {manager.edit}
                  </button>
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) deleteButtons.current.set(blog.id, element);
                      else deleteButtons.current.delete(blog.id);
                    }}
                    className={button({ variant: 'secondary' })}
                    aria-haspopup="dialog"
                    aria-label={fill(manager.deleteNamed, { title: quotedTitle(blog.title) })}
                    onClick={(event) => dialog.show({ kind: 'delete', blog }, event.currentTarget)}
                  >
                    {manager.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {listed && listed.damaged.length > 0 && (
        <DamagedEntries entries={listed.damaged} deleteButtons={damagedButtons} onDelete={(entry, trigger) => dialog.show({ kind: 'delete-damaged', entry }, trigger)} text={text} formats={formats} />
      )}
      {open?.kind === 'delete' && <DeleteDialog kind="blog" text={deleteDialog} name={quotedTitle(open.blog.title)} onDelete={() => remove(open.blog)} onCancel={dialog.close} failureOf={failureOf} />}
      {open?.kind === 'delete-damaged' && (
        <DeleteDialog kind="damaged entry" text={deleteDialog} name={damagedName(open.entry, manager.quoted)} onDelete={() => removeDamaged(open.entry)} onCancel={dialog.close} failureOf={failureOf} />
      )}
      {open?.kind === 'edit' && <EditDialog blog={open.blog} onSave={save} onCancel={dialog.close} text={text} failureOf={failureOf} />}
    </>
  );
}
