import { formatNumber } from '../../i18n/localeFormats';
import { container, section } from '../../theme/shared.css';
import { MarkdownHtml } from '../../ui/MarkdownHtml';
import type { BlockProps } from '../define';
import * as styles from './legalSections.css';
import type { LegalSectionsBlock } from './schema';

/** A legal text as an ordered list of numbered, headed sections. */
export function LegalSections({ block, locale }: BlockProps<LegalSectionsBlock>) {
  const { intro, sections } = block.markdown;
  return (
    <section className={section()}>
      <div className={`${container} ${styles.document}`}>
        {block.updated && <p className={styles.updated}>{block.updated}</p>}
        {intro && <MarkdownHtml html={intro} className={styles.text} />}
        <ol className={styles.sections}>
          {sections.map((part, index) => (
            <li key={part.title} className={styles.part}>
              <h2 className={styles.heading}>
                <span className={styles.number}>{formatNumber(index + 1, locale.formats)}.</span> {part.title}
              </h2>
              <MarkdownHtml html={part.html} className={styles.text} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
