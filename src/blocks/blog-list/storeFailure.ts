import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';
import { BlogStoreError } from '../../services/blog/errors';
import { reasonOf } from '../../ui/useTimedRead';

/** What the blog's pages say of a store's failures, in the page's language. */
export type StoreErrorsText = Messages['blog']['storeErrors'];

/**
 * Why the blog's store failed, to end a sentence such as "The blogs could not be loaded: ". The
 * store names its own failures and the page says them in its language; a failure of the service
 * behind it (Firebase's, a lost connection) is passed on as that service words it, for whoever
 * mends it.
 */
export function storeFailure(error: unknown, text: StoreErrorsText): string {
  return error instanceof BlogStoreError ? fill(text[error.problem], error.values) : reasonOf(error);
}
