import { useState } from 'react';
import { fill } from '../i18n/format';
import { SaveTimeoutError } from './saveDeadline';
import { reasonOf, withoutFullStop } from './useTimedRead';

/**
 * An action that must not run twice at once (a delete, a save), and what went wrong with it. While
 * it runs, `busy` holds; when it fails, `failure` says why, as `failureTemplate` words it (a
 * sentence in the page's language, its `{reason}` filled), and it can be tried again. A
 * SaveTimeoutError is said as it is, for it tells the whole story (it may still go through). When
 * it succeeds `busy` stays, as whatever started it is about to go away. `describe` says why it
 * failed, in the page's language where the page knows the failure.
 */
export function useBusyAction(
  failureTemplate: string,
  describe: (error: unknown) => string = reasonOf,
): { busy: boolean; failure: string; run: (action: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof SaveTimeoutError ? error.message : fill(failureTemplate, { reason: withoutFullStop(describe(error)) }));
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
