import { useEffect, useRef } from 'react';
import { blogStore, blogStoreKind } from '../../services/blog';
import { container, section } from '../../theme/shared.css';
import { withReturnPath } from '../../ui/returnPath';
import { RetryNotice } from '../../ui/RetryNotice';
import { useTimedRead } from '../../ui/useTimedRead';
import type { IslandProps } from '../define';
import * as styles from './blogManager.css';
import { OwnerBlogs } from './OwnerBlogs';
import type { BlogManagerBlock } from './schema';

const readOwner = () => blogStore().then((store) => store.currentOwner());

/**
 * The owner's list of blogs. As on the write page, nothing of it shows until the store says who is
 * signed in, and anyone else is sent to the login page, which brings the owner back here. The
 * prerendered page holds no blog and no button, so there is nothing to reach by its address alone.
 */
export function BlogManager({ block, pagePath }: IslandProps<BlogManagerBlock, { pagePath: string }>) {
  const { state: access, retry } = useTimedRead(readOwner);
  const signedInLine = useRef<HTMLParagraphElement>(null);
  const notSignedIn = access.phase === 'ready' && access.value === null;

  useEffect(() => {
    if (notSignedIn) window.location.replace(withReturnPath(block.login, pagePath));
  }, [notSignedIn, block.login, pagePath]);

  const signOut = async () => {
    await (await blogStore()).signOut();
    window.location.assign(block.login);
  };

  const notes = blogStoreKind === 'local' && <p className={styles.muted}>Preview mode: blogs are stored in this browser only.</p>;

  return (
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          {access.phase === 'ready' && access.value ? (
            <OwnerBlogs owner={access.value} write={block.write} signOut={() => void signOut()} notes={notes} signedInLine={signedInLine} />
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
