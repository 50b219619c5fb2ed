import { useEffect, useRef } from 'react';
import { blogStore, blogStoreKind } from '../../services/blog';
import type { BlogDraft } from '../../services/blog/model';
import { container, section } from '../../theme/shared.css';
import { withReturnPath } from '../../ui/returnPath';
import { RetryNotice } from '../../ui/RetryNotice';
import { useTimedRead } from '../../ui/useTimedRead';
import type { IslandProps } from '../define';
import * as styles from './blogEditor.css';
import { OwnerPanel } from './OwnerPanel';
import type { BlogEditorBlock } from './schema';

const readOwner = () => blogStore().then((store) => store.currentOwner());
const readCount = () => blogStore().then((store) => store.count());

/**
 * The owner's page: nothing of the form shows until the store says who is
 * signed in; anyone else is sent to the login page, which brings the owner back here. A check that
 * gets no answer, or fails, says so and can be tried again.
 */
export function BlogEditor({ block, pagePath }: IslandProps<BlogEditorBlock, { pagePath: string }>) {
  const { state: access, retry } = useTimedRead(readOwner);
  const signedInLine = useRef<HTMLParagraphElement>(null);
  const notSignedIn = access.phase === 'ready' && access.value === null;

  useEffect(() => {
    if (notSignedIn) window.location.replace(withReturnPath(block.login, pagePath));
  }, [notSignedIn, block.login, pagePath]);

  const create = async (draft: BlogDraft) => {
    // The schema (and zod with it) loads only when the owner saves.
    const [store, { newBlogEntry }] = await Promise.all([blogStore(), import('../../services/blog/schema')]);
    await store.create(newBlogEntry(draft, { now: new Date(), author: block.author }));
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
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          {access.phase === 'ready' && access.value ? (
            <OwnerPanel
              owner={access.value}
              readCount={readCount}
              create={create}
              signOut={() => void signOut()}
              afterSave={block.afterSave}
              manage={block.manage}
              notes={notes}
              signedInLine={signedInLine}
            />
          ) : (
            <>
              {notes}
              <p role="status" className={styles.muted}>
                {(access.phase === 'loading' && !access.retrying) || notSignedIn ? 'Checking sign-in...' : ''}
              </p>
              {(access.phase === 'failed' || (access.phase === 'loading' && access.retrying)) && (
                <RetryNotice
                  failure={access.phase === 'failed' ? `Sign-in could not be checked: ${access.reason}.` : ''}
                  busy={access.phase === 'loading' ? 'Checking sign-in again...' : ''}
                  onRetry={retry}
                  focusWhenGone={signedInLine}
                />
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
