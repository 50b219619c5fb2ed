import { useId, useRef, useState, type SubmitEvent } from 'react';
import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';
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
import { signInFailure } from './signInFailure';
import type { StoreErrorsText } from '../blog-list/storeFailure';

interface Missing {
  readonly username?: string;
  readonly password?: string;
}

/** What the form says, in the page's language. */
interface LoginFormProps {
  readonly text: Messages['forms']['loginForm'];
  readonly errorText: Messages['forms']['errors'];
  /** Why the blog's store could not be opened or asked (a site built without its settings, say). */
  readonly storeErrors: StoreErrorsText;
}

/**
 * Everything the owner is told is said in the page: an empty field in the summary and at the field,
 * a refused sign-in in the alert line above the button. While signing in the button stays
 * focusable (aria-disabled), so focus never leaves the form and a screen reader does not start
 * again at the top of the page.
 */
export function LoginForm({ block, text, errorText, storeErrors }: IslandProps<LoginFormBlock, LoginFormProps>) {
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
      ...(username.trim() ? {} : { username: text.usernameMissing }),
      ...(password ? {} : { password: text.passwordMissing }),
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
      problem = text.refused;
    } catch (error) {
      const { reason, detail } = signInFailure(error, storeErrors);
      problem = fill(text.failed, { reason: fill(text.reasons[reason], { detail }) });
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
          <ErrorSummary errors={summary} attempt={refusals} heading={errorText.summaryHeading} />
          {/* noValidate: the page checks the fields itself and says what is wrong in words, in the page. */}
          <form className={fields.form} onSubmit={(event) => void submit(event)} noValidate>
            <Field
              id={usernameId}
              label={text.usernameLabel}
              hint={blogStoreKind === 'firebase' ? text.usernameHint : undefined}
              error={missing.username}
              errorPrefix={errorText.fieldPrefix}
            >
              {(control) => (
                <input
                  {...control}
                  name="username"
                  className={fields.control}
                  placeholder={text.usernamePlaceholder}
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              )}
            </Field>
            <Field id={passwordId} label={text.passwordLabel} error={missing.password} errorPrefix={errorText.fieldPrefix}>
              {(control) => (
                <input
                  {...control}
                  name="password"
                  type="password"
                  className={fields.control}
                  placeholder={text.passwordPlaceholder}
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
              {text.submit}
            </button>
            <p role="status" className={styles.status}>
              {busy ? text.signingIn : ''}
            </p>
          </form>
          {blogStoreKind === 'local' && (
            <p className={styles.note}>{text.previewNote}</p>
          )}
        </div>
      </div>
    </section>
  );
}
