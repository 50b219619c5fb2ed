import { button, container, section } from '../theme/shared.css';
import { isChunkLoadError } from './chunkReload';

interface ErrorScreenProps {
  error: unknown;
}

/**
 * SPEC.md section 8: a router failure shows "Application Error", or the status it carries. A page
 * that could not be fetched while the visitor is offline says so, and offers to try again.
 */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const status = typeof error === 'object' && error && 'status' in error ? String((error as { status: unknown }).status) : undefined;
  const offline = isChunkLoadError(error) && typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <section className={section} role="alert">
      <div className={container}>
        <h1>{status ?? 'Application Error'}</h1>
        <p>
          {offline
            ? 'This page could not be loaded because you appear to be offline. Check your connection and try again.'
            : 'Something went wrong while loading this page. Please try again.'}
        </p>
        <p>
          {offline ? (
            <a className={button({ variant: 'primary' })} href={typeof window === 'undefined' ? '/' : window.location.href}>
              Try again
            </a>
          ) : (
            <a className={button({ variant: 'primary' })} href="/">
              Go back to Home
            </a>
          )}
        </p>
      </div>
    </section>
  );
}
