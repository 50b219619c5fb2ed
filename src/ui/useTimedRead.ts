import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fill } from '../i18n/format';
import { formatNumber, type LocaleFormats } from '../i18n/localeFormats';

/**
 * How long a blog page waits for the store before telling the visitor it has no answer. The
 * Firebase database client never fails a read on a blocked or lost connection: it waits, quietly,
 * for the connection to come back. Eight seconds covers a cold start on a slow mobile connection
 * (loading the database code, connecting, one read) and stays under the ten seconds or so after
 * which people commonly give up on a page. It only decides when the visitor is told: an answer
 * that comes later is still shown, so a slow but working store loses nothing by it.
 */
export const STORE_TIMEOUT_MS = 8_000;

/**
 * An answer is drawn as a transition: React renders it in slices of a few milliseconds and gives the
 * browser its turn between them. Drawn as a plain update it would be one task as long as everything
 * the answer shows (the owner's whole write page: 78 ms with the processor slowed four times, as on
 * a phone), coming just as the page has loaded and the visitor may already tap or type. What shows
 * meanwhile is the page as it was ("Loading blogs...", "Checking sign-in..."), so nothing half-drawn
 * is seen. The visitor's own "Try again" stays a plain update: they are waiting for it.
 */
function drawAnswer(update: () => void): void {
  startTransition(update);
}

export type TimedRead<T> =
  | { readonly phase: 'loading'; readonly retrying: boolean }
  /** `reason` ends a sentence of the page's own ("could not be loaded: {reason}."), so it comes without its own full stop. */
  | { readonly phase: 'failed'; readonly reason: string }
  /** `recovered`: an error had been shown, or a retry asked for, before this answer came. */
  | { readonly phase: 'ready'; readonly value: T; readonly recovered: boolean };

/** Why something failed, as the error itself words it: for failures no page has words of its own for. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A reason as the middle of a sentence whose own words end it ("could not be saved: {reason}."),
 * without its own full stop (English's or Urdu's), which would otherwise be doubled.
 */
export function withoutFullStop(reason: string): string {
  return reason.replace(/[.\u06D4]+$/u, '');
}

/**
 * Reads once on mount and again on each retry, and never waits for ever: after `timeoutMs` without
 * an answer the read counts as failed. A refusal fails at once. Any answer, however late and from
 * whichever attempt, is shown (the newest answer wins); a failure or deadline counts only for the
 * newest attempt, so an old attempt cannot interrupt a retry in progress. `noAnswer` is the reason
 * a read that passed its deadline fails with, in the page's language, `{seconds}` the deadline
 * ("there was no answer within {seconds} seconds", to follow "could not be loaded: ") written as
 * `formats` writes numbers, and `describe` says why a read that was refused failed, in the page's
 * language where the page knows the failure.
 */
export function useTimedRead<T>(
  read: () => Promise<T>,
  noAnswer: string,
  formats: LocaleFormats,
  describe: (error: unknown) => string = reasonOf,
  timeoutMs: number = STORE_TIMEOUT_MS,
): { state: TimedRead<T>; retry: () => void } {
  const [state, setState] = useState<TimedRead<T>>({ phase: 'loading', retrying: false });
  const latestRead = useRef(read);
  latestRead.current = read;
  const latestDescribe = useRef(describe);
  latestDescribe.current = describe;
  // Read when a deadline passes, so a change of wording never starts another read.
  const latestNoAnswer = useRef(noAnswer);
  latestNoAnswer.current = fill(noAnswer, { seconds: formatNumber(timeoutMs / 1000, formats) });
  const mounted = useRef(false);
  const newest = useRef(0);
  const newestAnswered = useRef(-1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const start = useCallback(
    (attempt: number) => {
      newest.current = attempt;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        if (mounted.current && newest.current === attempt) setState((now) => (now.phase === 'loading' ? { phase: 'failed', reason: latestNoAnswer.current } : now));
      }, timeoutMs);
      timers.current.add(timer);
      const settled = () => {
        clearTimeout(timer);
        timers.current.delete(timer);
      };
      // A read that throws before giving a promise is a refusal like any other.
      Promise.resolve()
        .then(() => latestRead.current())
        .then(
          (value) => {
            settled();
            if (!mounted.current || attempt < newestAnswered.current) return;
            newestAnswered.current = attempt;
            drawAnswer(() =>
              setState((now) => ({
                phase: 'ready',
                value,
                recovered: now.phase === 'failed' || (now.phase === 'loading' && now.retrying) || (now.phase === 'ready' && now.recovered),
              })),
            );
          },
          (error: unknown) => {
            settled();
            if (mounted.current && newest.current === attempt) drawAnswer(() => setState((now) => (now.phase === 'ready' ? now : { phase: 'failed', reason: withoutFullStop(latestDescribe.current(error)) })));
          },
        );
    },
    [timeoutMs],
  );

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    start(newest.current);
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, [start]);

  const retry = useCallback(() => {
    setState({ phase: 'loading', retrying: true });
    start(newest.current + 1);
  }, [start]);

  return { state, retry };
}
