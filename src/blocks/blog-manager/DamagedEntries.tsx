import { useId, type RefObject } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import { BLOG_LIMIT } from '../../services/blog/model';
import type { DamagedBlog } from '../../services/blog/schema';
import { button } from '../../theme/shared.css';
import * as styles from './blogManager.css';
import type { BlogManagerText } from './blogManagerText';
import { describeDamage } from './damageText';

/** How the owner knows a damaged entry: its title, quoted as `quoted` says, when it still has one, else the id it is stored under. */
export function damagedName(entry: DamagedBlog, quoted: string): string {
  return entry.title === null ? entry.id : fill(quoted, { title: entry.title });
}

interface DamagedEntriesProps {
  entries: readonly DamagedBlog[];
  /** Each entry's Delete button, by id, for focus to move along the list after a delete. */
  deleteButtons: RefObject<Map<string, HTMLButtonElement>>;
  /** Opens the confirmation for `entry`, from the button pressed. */
  onDelete: (entry: DamagedBlog, trigger: HTMLElement) => void;
  text: Pick<BlogManagerText, 'damaged' | 'manager'>;
  formats: LocaleFormats;
}

/**
 * Stored entries that do not read as blogs: the blog leaves them out, but each holds one of the five
 * places until it is deleted, so the owner sees each one, what is wrong with it, and a Delete button.
 */
export function DamagedEntries({ entries, deleteButtons, onDelete, text, formats }: DamagedEntriesProps) {
  const headingId = useId();
  const { damaged } = text;
  return (
    <section aria-labelledby={headingId} className={styles.damaged}>
      <h2 id={headingId} className={styles.heading}>
        {damaged.heading}
      </h2>
      <p className={styles.muted}>{fill(damaged.intro, { limit: formatNumber(BLOG_LIMIT, formats) })}</p>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const name = damagedName(entry, text.manager.quoted);
          return (
            <li key={entry.id} className={styles.row}>
              <div className={styles.rowText}>
                <h3 className={styles.rowTitle}>{entry.title ?? damaged.untitled}</h3>
                <p className={styles.rowMeta}>{fill(damaged.storedAs, { id: entry.id })}</p>
                <p className={styles.problem}>{fill(damaged.problem, { problem: describeDamage(entry.findings, damaged.findings, formats) })}</p>
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
                  aria-label={fill(damaged.deleteNamed, { name })}
                  onClick={(event) => onDelete(entry, event.currentTarget)}
                >
                  {text.manager.delete}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
