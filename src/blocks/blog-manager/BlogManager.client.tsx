import { useRef } from 'react';
import type { LocaleFormats } from '../../i18n/localeFormats';
import { blogStoreKind } from '../../services/blog';
import { container, section } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import * as styles from './blogManager.css';
import type { BlogManagerText } from './blogManagerText';
import { OwnerGate } from '../blog-editor/OwnerGate';
import { OwnerBlogs } from './OwnerBlogs';
import type { BlogManagerBlock } from './schema';

export type BlogManagerProps = IslandProps<BlogManagerBlock, { pagePath: string; text: BlogManagerText; formats: LocaleFormats }>;

/** The owner's list of blogs, behind the same owner gate as the write page (OwnerGate). */
export function BlogManager({ block, pagePath, text, formats }: BlogManagerProps) {
  const signedInLine = useRef<HTMLParagraphElement>(null);
  const notes = blogStoreKind === 'local' && <p className={styles.muted}>{text.owner.previewNote}</p>;

  return (
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          <OwnerGate login={block.login} pagePath={pagePath} notes={notes} signedInLine={signedInLine} text={text.owner} retry={text.retry} storeErrors={text.storeErrors} formats={formats}>
            {(owner, signOut) => <OwnerBlogs owner={owner} write={block.write} signOut={signOut} notes={notes} signedInLine={signedInLine} text={text} formats={formats} />}
          </OwnerGate>
        </div>
      </div>
    </section>
  );
}
