import { useEffect, type ReactNode, type RefObject } from 'react';
import { fill } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { BlogOwner } from '../../services/blog';
import { blogStore } from '../../services/blog';
import { muted } from '../../ui/ownerTools.css';
import { withReturnPath } from '../../ui/returnPath';
import { RetryNotice } from '../../ui/RetryNotice';
import { useTimedRead } from '../../ui/useTimedRead';
import { storeFailure, type StoreErrorsText } from '../blog-list/storeFailure';

const readOwner = () => blogStore().then((store) => store.currentOwner());

interface OwnerGateProps {
  /** The login page, where anyone not signed in is sent; it brings the owner back to `pagePath`. */
  login: string;
  pagePath: string;
  /** What the page says about where blogs are kept, shown while the sign-in is checked too. */
  notes: ReactNode;
  /** The line of the owner's page that says who is signed in: focus goes there if a retried check succeeds while its button has focus. */
  signedInLine: RefObject<HTMLElement | null>;
  /** What the gate says while it checks, in the page's language, and what a failed check and its button say. */
  text: Pick<Messages['blog']['owner'], 'checking' | 'checkFailed' | 'checkingAgain'>;
  retry: Messages['forms']['retry'];
  /** Why a check the store refused failed, in the page's language. */
  storeErrors: StoreErrorsText;
  /** How the page's language writes numbers. */
  formats: LocaleFormats;
  /** The owner's page itself, once the store says the owner is signed in. */
  children: (owner: BlogOwner, signOut: () => void) => ReactNode;
}

/**
 * The owner's pages (write, manage) show nothing of themselves until the store says who is signed
 * in; anyone else is sent to the login page, which brings the owner back. A check that gets no
 * answer, or fails, says so and can be tried again. The prerendered page holds only "Checking
 * sign-in...", so there is nothing to reach by its address alone.
 */
export function OwnerGate({ login, pagePath, notes, signedInLine, text, retry: retryText, storeErrors, formats, children }: OwnerGateProps) {
  const { state: access, retry } = useTimedRead(readOwner, retryText.noAnswer, formats, (error) => storeFailure(error, storeErrors));
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
        {(access.phase === 'loading' && !access.retrying) || notSignedIn ? text.checking : ''}
      </p>
      {(access.phase === 'failed' || (access.phase === 'loading' && access.retrying)) && (
        <RetryNotice
          failure={access.phase === 'failed' ? fill(text.checkFailed, { reason: access.reason }) : ''}
          busy={access.phase === 'loading' ? text.checkingAgain : ''}
          onRetry={retry}
          retryLabel={retryText.tryAgain}
          focusWhenGone={signedInLine}
        />
      )}
    </>
  );
}
