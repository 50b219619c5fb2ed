import { useId, useState, type FormEvent } from 'react';
import { blogStore, blogStoreKind } from '../../services/blog';
import { button, container, section } from '../../theme/shared.css';
import * as fields from '../../ui/formFields.css';
import { returnPath } from '../../ui/returnPath';
import type { IslandProps } from '../define';
import * as styles from './loginForm.css';
import type { LoginFormBlock } from './schema';

export function LoginForm({ block }: IslandProps<LoginFormBlock>) {
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
        window.location.replace(returnPath(window.location.search, block.next));
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
