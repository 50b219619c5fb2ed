import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import { BLOG_LIMIT, blogLimits, type BlogDraft } from '../../services/blog/model';
import { button } from '../../theme/shared.css';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Field } from '../../ui/Field';
import type { FieldError } from '../../ui/formErrors';
import * as fields from '../../ui/formFields.css';
import * as styles from './blogEditor.css';
import type { BlogEditorText } from './blogEditorText';
import { bringWholeIntoView } from '../../ui/wholeInView';

const emptyDraft: BlogDraft = { title: '', content: '', category: '', tags: '', date: '' };

/** The blog's fields, in the order the owner fills them, each labelled by the text of its name. */
const formFields: { name: keyof BlogDraft; kind: 'text' | 'multiline' | 'date'; max?: number }[] = [
  { name: 'title', kind: 'text', max: blogLimits.title },
  { name: 'content', kind: 'multiline', max: blogLimits.content },
  { name: 'category', kind: 'text', max: blogLimits.category },
  { name: 'tags', kind: 'text', max: blogLimits.tags },
  { name: 'date', kind: 'date' },
];

interface BlogFormProps {
  /** At the limit the button is relabelled and aria-disabled: it keeps focus, and a press saves nothing. */
  limitReached: boolean;
  /** Saves the draft; on failure returns the message to show, and the fields keep what was typed. */
  onSave: (draft: BlogDraft) => Promise<string | null>;
  text: Pick<BlogEditorText, 'fields' | 'editor' | 'errors'>;
  /** How the page's language writes numbers. */
  formats: LocaleFormats;
}

/**
 * Empty fields are allowed; an empty Blog Date means now. The draft lives here,
 * so a failed save leaves every field as the owner typed it, with the reason in the alert line
 * above the button. Focus stays on the button throughout, so nothing sends it to the top of the page.
 */
export function BlogForm({ limitReached, onSave, text, formats }: BlogFormProps) {
  const [draft, setDraft] = useState(emptyDraft);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [dateError, setDateError] = useState('');
  const [refusals, setRefusals] = useState(0);
  const id = useId();
  const dateId = `${id}-date`;
  const failureId = `${id}-failure`;
  const summary: FieldError[] = dateError ? [{ fieldId: dateId, message: dateError }] : [];

  const change = (name: keyof BlogDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too, so the busy button alone does not stop a second save.
    if (saving || limitReached) return;
    const dateBox = event.currentTarget.elements.namedItem('date');
    // A date box left half filled reads as empty, which would quietly save the blog under today's
    // date; the owner is asked to finish it or clear it instead.
    const unfinished = dateBox instanceof HTMLInputElement && dateBox.validity.badInput ? text.editor.unfinishedDate : '';
    setDateError(unfinished);
    setFailure('');
    if (unfinished) {
      setRefusals((count) => count + 1);
      return;
    }
    setSaving(true);
    const problem = await onSave(draft);
    setSaving(false);
    if (problem) setFailure(problem);
  };

  return (
    // noValidate: the page checks the fields itself and says what is wrong in words, in the page.
    <form className={fields.form} onSubmit={(event) => void submit(event)} noValidate>
      <ErrorSummary errors={summary} attempt={refusals} heading={text.errors.summaryHeading} />
      {formFields.map(({ name, kind, max }) => (
        <Field key={name} id={`${id}-${name}`} label={text.fields[name]} error={name === 'date' ? dateError : undefined} errorPrefix={text.errors.fieldPrefix}>
          {(control) => {
            const common = { ...control, name, value: draft[name], onChange: change(name), maxLength: max };
            return kind === 'multiline' ? <textarea {...common} className={fields.textarea} rows={10} onFocus={bringWholeIntoView} /> : <input {...common} type={kind} className={fields.control} />;
          }}
        </Field>
      ))}
      <p id={failureId} role="alert" className={fields.errorMessage}>
        {failure}
      </p>
      <div className={styles.actions}>
        {/* While saving and at the limit the button is aria-disabled, not disabled, so that it keeps the focus. */}
        <button
          type="submit"
          className={`${button()} ${styles.submit}`}
          aria-disabled={saving || limitReached || undefined}
          aria-describedby={failure ? failureId : undefined}
        >
          {limitReached ? fill(text.editor.limitReached, { limit: formatNumber(BLOG_LIMIT, formats) }) : text.editor.save}
        </button>
        <p role="status" className={styles.muted}>
          {saving ? text.editor.saving : ''}
        </p>
      </div>
    </form>
  );
}
