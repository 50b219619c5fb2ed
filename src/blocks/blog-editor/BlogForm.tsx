import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { blogLimits, type BlogDraft } from '../../services/blog/model';
import { button } from '../../theme/shared.css';
import * as fields from '../../ui/formFields.css';
import * as styles from './blogEditor.css';

const emptyDraft: BlogDraft = { title: '', content: '', category: '', tags: '', date: '' };

/** SPEC.md's fields, in its order. */
const formFields: { name: keyof BlogDraft; label: string; kind: 'text' | 'multiline' | 'date'; max?: number }[] = [
  { name: 'title', label: 'Title', kind: 'text', max: blogLimits.title },
  { name: 'content', label: 'Content', kind: 'multiline', max: blogLimits.content },
  { name: 'category', label: 'Category', kind: 'text', max: blogLimits.category },
  { name: 'tags', label: 'Tags (comma separated)', kind: 'text', max: blogLimits.tags },
  { name: 'date', label: 'Blog Date', kind: 'date' },
];

interface BlogFormProps {
  /** Read once when the page loaded; at the limit the button is disabled and relabelled. */
  limitReached: boolean;
  /** Saves the draft; on failure returns the message to show, and the fields keep what was typed. */
  onSave: (draft: BlogDraft) => Promise<string | null>;
}

/**
 * Empty fields are allowed; an empty Blog Date means now. The draft lives here,
 * so a failed save leaves every field as the owner typed it, with the reason shown above the button.
 */
export function BlogForm({ limitReached, onSave }: BlogFormProps) {
  const [draft, setDraft] = useState(emptyDraft);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const id = useId();

  const change = (name: keyof BlogDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too, so the busy button alone does not stop a second save.
    if (saving || limitReached) return;
    setSaving(true);
    setFailure('');
    const problem = await onSave(draft);
    setSaving(false);
    if (problem) setFailure(problem);
  };

  return (
    <form className={fields.form} onSubmit={(event) => void submit(event)}>
      {formFields.map(({ name, label, kind, max }) => {
        const common = { id: `${id}-${name}`, name, value: draft[name], onChange: change(name), maxLength: max };
        return (
          <div className={fields.field} key={name}>
            <label htmlFor={common.id} className={fields.label}>
              {label}
            </label>
            {kind === 'multiline' ? (
              <textarea {...common} className={fields.textarea} rows={10} />
            ) : (
              <input {...common} type={kind} className={fields.control} />
            )}
          </div>
        );
      })}
      <p role="alert" className={fields.errorMessage}>
        {failure}
      </p>
      <div className={styles.actions}>
        {/* While saving the button is aria-disabled, not disabled, so that it keeps the focus. */}
        <button
          type="submit"
          className={`${button()} ${styles.submit}`}
          disabled={limitReached}
          aria-disabled={(saving && !limitReached) || undefined}
        >
          {limitReached ? 'Limit Reached (5 blogs)' : 'Save Blog'}
        </button>
        <p role="status" className={styles.muted}>
          {saving ? 'Saving...' : ''}
        </p>
      </div>
    </form>
  );
}
