import { useEffect, useState } from 'react';
import { BlogLimitError, blogStore, blogStoreKind, type BlogOwner } from '../../services/blog';
import { BLOG_LIMIT, limitReached, type BlogDraft } from '../../services/blog/model';
import { button, container, section } from '../../theme/shared.css';
import * as fields from '../../ui/formFields.css';
import { withReturnPath } from '../../ui/returnPath';
import type { IslandProps } from '../define';
import { BlogForm } from './BlogForm';
import * as styles from './blogEditor.css';
import type { BlogEditorBlock } from './schema';

type Access =
  | { readonly status: 'checking' }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'owner'; readonly owner: BlogOwner };

const LIMIT_ALERT = 'You can only add 5 blogs at a time.';
const SAVED_ALERT = 'Blog saved successfully.';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The owner's page (DECISIONS.md row 2): nothing of the form shows until the store says who is
 * signed in; anyone else is sent to the login page, which brings the owner back here.
 */
export function BlogEditor({ block, pagePath }: IslandProps<BlogEditorBlock, { pagePath: string }>) {
  const [access, setAccess] = useState<Access>({ status: 'checking' });
  const [count, setCount] = useState<number | null>(null);
  const [countFailure, setCountFailure] = useState('');

  useEffect(() => {
    let current = true;
    (async () => {
      const store = await blogStore();
      const owner = await store.currentOwner();
      if (!current) return;
      if (!owner) {
        window.location.replace(withReturnPath(block.login, pagePath));
        return;
      }
      setAccess({ status: 'owner', owner });
      try {
        const existing = await store.count();
        if (current) setCount(existing);
      } catch (error) {
        if (current) setCountFailure(`The number of existing blogs could not be read: ${reasonOf(error)}.`);
      }
    })().catch((error: unknown) => current && setAccess({ status: 'failed', reason: reasonOf(error) }));
    return () => {
      current = false;
    };
  }, [block.login, pagePath]);

  const save = async (draft: BlogDraft): Promise<string | null> => {
    if (count !== null && limitReached(count)) {
      window.alert(LIMIT_ALERT);
      return LIMIT_ALERT;
    }
    try {
      // The schema (and zod with it) loads only when the owner saves.
      const [store, { newBlogEntry }] = await Promise.all([blogStore(), import('../../services/blog/schema')]);
      await store.create(newBlogEntry(draft, { now: new Date(), author: block.author }));
    } catch (error) {
      if (error instanceof BlogLimitError) {
        setCount(BLOG_LIMIT);
        window.alert(LIMIT_ALERT);
        return LIMIT_ALERT;
      }
      const message = `Error saving blog: ${reasonOf(error)}`;
      window.alert(message);
      return message;
    }
    window.alert(SAVED_ALERT);
    window.location.assign(block.afterSave);
    return null;
  };

  const signOut = async () => {
    await (await blogStore()).signOut();
    window.location.assign(block.login);
  };

  const notes = (
    <p className={styles.notes}>
      New blogs are published under the name {block.author}.
      {blogStoreKind === 'local' && ' Preview mode: blogs are stored in this browser only.'}
    </p>
  );

  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.panel}>
          {access.status === 'checking' && (
            <>
              {notes}
              <p role="status" className={styles.muted}>
                Checking sign-in...
              </p>
            </>
          )}
          {access.status === 'failed' && (
            <p role="alert" className={fields.errorMessage}>
              Sign-in could not be checked: {access.reason}.
            </p>
          )}
          {access.status === 'owner' && (
            <>
              <div className={styles.toolbar}>
                <p className={styles.muted}>
                  Signed in as <strong>{access.owner.name}</strong>
                  {count !== null && ` · ${Math.min(count, BLOG_LIMIT)} of ${BLOG_LIMIT} blogs used`}
                </p>
                <button type="button" className={button({ variant: 'secondary' })} onClick={() => void signOut()}>
                  Sign out
                </button>
              </div>
              {notes}
              {countFailure && (
                <p role="alert" className={fields.errorMessage}>
                  {countFailure}
                </p>
              )}
              <BlogForm limitReached={count !== null && limitReached(count)} onSave={save} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
