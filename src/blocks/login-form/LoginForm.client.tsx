import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { blogStore, blogStoreKind } from '../../services/blog';
import { button, container, section } from '../../theme/shared.css';
import * as fields from '../../ui/formFields.css';
import type { BlockProps } from '../types';
import * as styles from './loginForm.css';
import type { LoginFormBlock } from './schema';

/** A guarded page sends the visitor here with `{ from }`; only an internal path is followed back. */
function returnPath(state: unknown, fallback: string): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

export function LoginForm({ block }: BlockProps<LoginFormBlock>) {
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure('');
    let problem: string;
    try {
      const store = await blogStore();
      if (await store.signIn(username, password)) {
        await navigate(returnPath(location.state, block.next), { replace: true });
        return;
      }
      problem = 'Invalid credentials';
    } catch (error) {
      problem = `Sign-in failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      setBusy(false);
    }
    setFailure(problem);
    window.alert(problem);
  };

  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.panel}>
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
          <form className={fields.form} onSubmit={(event) => void submit(event)}>
            <div className={fields.field}>
              <label htmlFor={`${id}-username`} className={fields.label}>
                Username
              </label>
              {blogStoreKind === 'firebase' && (
                <p id={`${id}-username-hint`} className={fields.hint}>
                  The owner account's email address.
                </p>
              )}
              <input
                id={`${id}-username`}
                name="username"
                className={fields.control}
                placeholder="Enter your username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                aria-describedby={blogStoreKind === 'firebase' ? `${id}-username-hint` : undefined}
              />
            </div>
            <div className={fields.field}>
              <label htmlFor={`${id}-password`} className={fields.label}>
                Password
              </label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                className={fields.control}
                placeholder="Enter your password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <p role="alert" className={fields.errorMessage}>
              {failure}
            </p>
            <button type="submit" className={`${button()} ${styles.submit}`} disabled={busy}>
              Login
            </button>
          </form>
          {blogStoreKind === 'local' && (
            <p className={styles.note}>Preview mode: blogs are stored in this browser only.</p>
          )}
        </div>
      </div>
    </section>
  );
}
