import { useId, useRef, useState, type SubmitEvent } from 'react';
import { blogStore, blogStoreKind } from '../../services/blog';
import { button, container, section } from '../../theme/shared.css';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import type { FieldError } from '../../ui/formErrors';
import * as fields from '../../ui/formFields.css';
import { returnPath } from '../../ui/returnPath';
import type { IslandProps } from '../define';
import * as styles from './loginForm.css';
import type { LoginFormBlock } from './schema';

interface Missing {
  readonly username?: string;
  readonly password?: string;
}

/**
 * Everything the owner is told is said in the page: an empty field in the summary and at the field,
 * a refused sign-in in the alert line above the button. While signing in the button stays
 * focusable (aria-disabled), so focus never leaves the form and a screen reader does not start
 * again at the top of the page.
 */
export function LoginForm({ block }: IslandProps<LoginFormBlock>) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [failure, setFailure] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const [refusals, setRefusals] = useState(0);
  const id = useId();
  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  const summary: FieldError[] = [
    ...(missing.username ? [{ fieldId: usernameId, message: missing.username }] : []),
    ...(missing.password ? [{ fieldId: passwordId, message: missing.password }] : []),
  ];

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too, so the busy button alone does not stop a second sign-in.
    if (busyRef.current) return;
    const found: Missing = {
      ...(username.trim() ? {} : { username: 'Enter your username' }),
      ...(password ? {} : { password: 'Enter your password' }),
    };
    setMissing(found);
    setFailure('');
    if (found.username || found.password) {
      setRefusals((count) => count + 1);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    let problem: string;
    try {
      const store = await blogStore();
      if (await store.signIn(username, password)) {
        // Busy until the next page replaces this one.
        const returns = { origin: window.location.origin, paths: [block.next, ...block.returns], fallback: block.next };
        window.location.replace(returnPath(window.location.search, returns));
        return;
      }
      problem = 'Invalid credentials';
    } catch (error) {
      problem = `Sign-in failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    busyRef.current = false;
    setBusy(false);
    setFailure(problem);
  };

  return (
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
          <ErrorSummary errors={summary} attempt={refusals} />
          {/* noValidate: the page checks the fields itself and says what is wrong in words, in the page. */}
          <form className={fields.form} onSubmit={(event) => void submit(event)} noValidate>
            <Field id={usernameId} label="Username" hint={blogStoreKind === 'firebase' ? "The owner account's email address." : undefined} error={missing.username}>
              {(control) => (
                <input
                  {...control}
                  name="username"
                  className={fields.control}
                  placeholder="Enter your username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              )}
            </Field>
            <Field id={passwordId} label="Password" error={missing.password}>
              {(control) => (
                <input
                  {...control}
                  name="password"
                  type="password"
                  className={fields.control}
                  placeholder="Enter your password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </Field>
            <p role="alert" className={fields.errorMessage}>
              {failure}
            </p>
            <button type="submit" className={`${button()} ${styles.submit}`} aria-disabled={busy || undefined}>
              Login
            </button>
            <p role="status" className={styles.status}>
              {busy ? 'Signing in...' : ''}
            </p>
          </form>
          {blogStoreKind === 'local' && (
            <p className={styles.note}>Preview mode: blogs are stored in this browser only.</p>
          )}
        </div>
      </div>
    </section>
  );
}
