import { useEffect, type ReactNode, type RefObject } from 'react';
import type { BlogOwner } from '../../services/blog';
import { blogStore } from '../../services/blog';
import { muted } from '../../ui/ownerTools.css';
import { withReturnPath } from '../../ui/returnPath';
import { RetryNotice } from '../../ui/RetryNotice';
import { useTimedRead } from '../../ui/useTimedRead';

const readOwner = () => blogStore().then((store) => store.currentOwner());

interface OwnerGateProps {
  /** The login page, where anyone not signed in is sent; it brings the owner back to `pagePath`. */
  login: string;
  pagePath: string;
  /** What the page says about where blogs are kept, shown while the sign-in is checked too. */
  notes: ReactNode;
  /** The line of the owner's page that says who is signed in: focus goes there if a retried check succeeds while its button has focus. */
  signedInLine: RefObject<HTMLElement | null>;
  /** The owner's page itself, once the store says the owner is signed in. */
  children: (owner: BlogOwner, signOut: () => void) => ReactNode;
}

/**
 * The owner's pages (write, manage) show nothing of themselves until the store says who is signed
 * in; anyone else is sent to the login page, which brings the owner back. A check that gets no
 * answer, or fails, says so and can be tried again. The prerendered page holds only "Checking
 * sign-in...", so there is nothing to reach by its address alone.
 */
export function OwnerGate({ login, pagePath, notes, signedInLine, children }: OwnerGateProps) {
  const { state: access, retry } = useTimedRead(readOwner);
  const notSignedIn = access.phase === 'ready' && access.value === null;

  useEffect(() => {
    if (notSignedIn) window.location.replace(withReturnPath(login, pagePath));
  }, [notSignedIn, login, pagePath]);

  const signOut = async () => {
    await (await blogStore()).signOut();
    window.location.assign(login);
  };

  if (access.phase === 'ready' && access.value) return children(access.value, () => void signOut());
  return (
    <>
      {notes}
      <p role="status" className={muted}>
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
  );
}
