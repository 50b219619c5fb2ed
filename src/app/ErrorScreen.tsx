import { button, container, section } from '../theme/shared.css';

interface ErrorScreenProps {
  error: unknown;
}

/** SPEC.md section 8: a router failure shows "Application Error", or the status it carries. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const status = typeof error === 'object' && error && 'status' in error ? String((error as { status: unknown }).status) : undefined;
  return (
    <section className={section} role="alert">
      <div className={container}>
        <h1>{status ?? 'Application Error'}</h1>
        <p>Something went wrong while loading this page. Please try again.</p>
        <p>
          <a className={button({ variant: 'primary' })} href="/">
            Go back to Home
          </a>
        </p>
      </div>
    </section>
  );
}
