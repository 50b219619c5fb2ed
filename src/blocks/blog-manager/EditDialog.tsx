import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { fill } from '../../i18n/format';
import { announcementImages, announcementImageSrc, blogLimits } from '../../services/blog/model';
import type { BlogEdit, StoredBlog } from '../../services/blog/schema';
import { button } from '../../theme/shared.css';
import { DialogFooter } from '../../ui/DialogFooter';
import { Field } from '../../ui/Field';
import * as fields from '../../ui/formFields.css';
import { ModalDialog } from '../../ui/ModalDialog';
import { useBusyAction } from '../../ui/useBusyAction';
import * as styles from './blogManager.css';
import type { BlogManagerText } from './blogManagerText';
import { bringWholeIntoView } from '../../ui/wholeInView';

interface EditDialogProps {
  blog: StoredBlog;
  /** Saves the changes; the dialog stays open, with the reason, when it fails. */
  onSave: (blog: StoredBlog, changes: BlogEdit) => Promise<void>;
  /** Cancel or Escape: nothing is changed. */
  onCancel: () => void;
  text: Pick<BlogManagerText, 'fields' | 'editDialog'>;
  /** Why a save failed, in the page's language. */
  failureOf: (error: unknown) => string;
}

type TextField = Exclude<keyof BlogEdit, 'imageUrl'>;

/** The fields the owner may change, labelled as on the write page. */
const textFields: { name: TextField; multiline?: boolean }[] = [{ name: 'title' }, { name: 'content', multiline: true }, { name: 'category' }, { name: 'tags' }];

/**
 * Changes a stored blog's text, category, tags and picture. Its date and expiry are not fields
 * here: they stay as written, and the database refuses a change to them anyway. As on the write
 * page, empty fields are allowed, and a failed save keeps what was typed.
 */
export function EditDialog({ blog, onSave, onCancel, text, failureOf }: EditDialogProps) {
  const { fields: labels, editDialog } = text;
  const titleField = useRef<HTMLInputElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const [draft, setDraft] = useState<BlogEdit>({ title: blog.title, content: blog.content, category: blog.category, tags: blog.tags, imageUrl: blog.imageUrl });
  const { busy, failure, run } = useBusyAction(editDialog.failed, failureOf);

  const change = (name: keyof BlogEdit) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run(() => onSave(blog, draft));
  };

  return (
    <ModalDialog labelledBy={headingId} initialFocus={titleField} busy={busy} closeOnBackdrop={false} onClose={onCancel} className={styles.dialog}>
      <h2 id={headingId} className={styles.dialogHeading}>
        {editDialog.heading}
      </h2>
      <p className={styles.muted}>{editDialog.note}</p>
      {/* noValidate: nothing here is required; the lengths are held by maxLength. */}
      <form className={fields.form} onSubmit={(event) => void submit(event)} noValidate>
        {textFields.map(({ name, multiline }) => (
          <Field key={name} id={`${id}-${name}`} label={labels[name]}>
            {(control) => {
              const common = { ...control, name, value: draft[name], onChange: change(name), maxLength: blogLimits[name] };
              return multiline ? (
                <textarea {...common} className={fields.textarea} rows={8} onFocus={bringWholeIntoView} />
              ) : (
                <input {...common} ref={name === 'title' ? titleField : undefined} type="text" className={fields.control} />
              );
            }}
          </Field>
        ))}
        <Field id={`${id}-picture`} label={labels.picture}>
          {(control) => (
            <>
              <select {...control} name="imageUrl" value={draft.imageUrl} onChange={change('imageUrl')} className={fields.control}>
                {announcementImages.map((image, index) => (
                  <option key={image} value={image}>
                    {fill(labels.pictureOption, { number: index + 1 })}
                  </option>
                ))}
              </select>
              <img src={announcementImageSrc(draft.imageUrl)} alt="" width={800} height={450} className={styles.preview} />
            </>
          )}
        </Field>
        <DialogFooter failure={failure} progress={busy ? editDialog.saving : ''}>
          <button type="submit" className={`${button()} ${styles.busyButton}`} aria-disabled={busy || undefined}>
            {editDialog.save}
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => !busy && onCancel()}>
            {editDialog.cancel}
          </button>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}
