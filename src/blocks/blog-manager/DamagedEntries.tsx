import { useId, type RefObject } from 'react';
import type { DamagedBlog } from '../../services/blog/schema';
import { button } from '../../theme/shared.css';
import * as styles from './blogManager.css';

/** How the owner knows a damaged entry: its title when it still has one, else the id it is stored under. */
export function damagedName(entry: DamagedBlog): string {
  return entry.title === null ? entry.id : `“${entry.title}”`;
}

interface DamagedEntriesProps {
  entries: readonly DamagedBlog[];
  /** Each entry's Delete button, by id, for focus to move along the list after a delete. */
  deleteButtons: RefObject<Map<string, HTMLButtonElement>>;
  /** Opens the confirmation for `entry`, from the button pressed. */
  onDelete: (entry: DamagedBlog, trigger: HTMLElement) => void;
}

/**
 * Stored entries that do not read as blogs: the blog leaves them out, but each holds one of the five
 * places until it is deleted, so the owner sees each one, what is wrong with it, and a Delete button.
 */
export function DamagedEntries({ entries, deleteButtons, onDelete }: DamagedEntriesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.damaged}>
      <h2 id={headingId} className={styles.heading}>
        Damaged entries
      </h2>
      <p className={styles.muted}>
        These are stored but cannot be shown on the blog. Each still holds one of the 5 places until you delete it.
      </p>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const name = damagedName(entry);
          return (
            <li key={entry.id} className={styles.row}>
              <div className={styles.rowText}>
                <h3 className={styles.rowTitle}>{entry.title ?? 'Untitled entry'}</h3>
                <p className={styles.rowMeta}>Stored as {entry.id}</p>
                <p className={styles.problem}>What is wrong: {entry.problem}.</p>
              </div>
              <div className={styles.rowActions}>
                <button
                  type="button"
                  ref={(element) => {
                    if (element) deleteButtons.current.set(entry.id, element);
                    else deleteButtons.current.delete(entry.id);
                  }}
                  className={button({ variant: 'secondary' })}
                  aria-haspopup="dialog"
                  aria-label={`Delete damaged entry ${name}`}
                  onClick={(event) => onDelete(entry, event.currentTarget)}
                >
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
