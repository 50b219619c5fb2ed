import type { Messages } from '../../i18n/messages/en';
import { BlogStoreError } from '../../services/blog/errors';
import { storeFailure, type StoreErrorsText } from '../blog-list/storeFailure';

type Reason = keyof Messages['forms']['loginForm']['reasons'];

/**
 * Firebase Authentication's codes for a sign-in that got no answer (a wrong name or password is an
 * answer, and the store says so itself), by what the owner can do about it.
 */
const reasonOfCode: Readonly<Record<string, Reason>> = {
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/operation-not-allowed': 'notSetUp',
  'auth/invalid-api-key': 'notSetUp',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'notSetUp',
  'auth/app-not-authorized': 'notSetUp',
  'auth/unauthorized-domain': 'notSetUp',
  'auth/configuration-not-found': 'notSetUp',
};

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Why a sign-in failed, in the owner's terms, and the service's own words for it (its code where it
 * has one), which a failure it has no name for passes on. The blog store's own failures (no secure
 * connection for the preview sign-in, a site built without its settings) are such failures, told
 * in the page's language.
 */
export function signInFailure(error: unknown, storeErrors: StoreErrorsText): { reason: Reason; detail: string } {
  if (error instanceof BlogStoreError) return { reason: 'unexpected', detail: storeFailure(error, storeErrors) };
  const code = codeOf(error);
  const detail = code ?? (error instanceof Error ? error.message : String(error));
  return { reason: (code !== undefined && reasonOfCode[code]) || 'unexpected', detail };
}
