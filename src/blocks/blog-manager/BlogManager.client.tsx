import { useRef } from 'react';
import { blogStoreKind } from '../../services/blog';
import { container, section } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import * as styles from './blogManager.css';
import { OwnerGate } from '../blog-editor/OwnerGate';
import { OwnerBlogs } from './OwnerBlogs';
import type { BlogManagerBlock } from './schema';

/** The owner's list of blogs, behind the same owner gate as the write page (OwnerGate). */
export function BlogManager({ block, pagePath }: IslandProps<BlogManagerBlock, { pagePath: string }>) {
  const signedInLine = useRef<HTMLParagraphElement>(null);
  const notes = blogStoreKind === 'local' && <p className={styles.muted}>Preview mode: blogs are stored in this browser only.</p>;

  return (
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          <OwnerGate login={block.login} pagePath={pagePath} notes={notes} signedInLine={signedInLine}>
            {(owner, signOut) => <OwnerBlogs owner={owner} write={block.write} signOut={signOut} notes={notes} signedInLine={signedInLine} />}
          </OwnerGate>
        </div>
      </div>
    </section>
  );
}
