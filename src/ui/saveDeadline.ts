/**
 * How long a save, an edit or a delete may take before the owner is told it did not finish. The
 * Firebase client never fails a write it cannot send: it queues it, quietly, until the connection
 * comes back. A write waits on more than a read (the sign-in token may be renewed first, then the
 * write goes to the server and its answer comes back through the rules), so it gets longer than the
 * eight seconds a read gets, and still less than people wait before they give up on a button.
 */
export const SAVE_TIMEOUT_MS = 15_000;

/** Seconds, for what the owner is told. */
export const SAVE_TIMEOUT_SECONDS = SAVE_TIMEOUT_MS / 1000;

/** The deadline passed: the write may still land later, so what the owner is told says so. */
export class SaveTimeoutError extends Error {
  constructor(unfinished: string) {
    super(unfinished);
    this.name = 'SaveTimeoutError';
  }
}

/**
 * `work`'s answer, or a SaveTimeoutError saying `unfinished` once `timeoutMs` has passed without one.
 * The work itself goes on (a write cannot be called back), and whatever it answers later is ignored
 * here: each store write is safe to repeat, so the owner can simply try again.
 */
export function withSaveDeadline<T>(work: Promise<T>, unfinished: string, timeoutMs: number = SAVE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SaveTimeoutError(unfinished)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
