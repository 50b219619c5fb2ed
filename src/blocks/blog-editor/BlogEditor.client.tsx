import { useRef } from 'react';
import { blogStore, blogStoreKind } from '../../services/blog';
import type { BlogDraft } from '../../services/blog/model';
import { container, section } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import * as styles from './blogEditor.css';
import { OwnerGate } from './OwnerGate';
import { OwnerPanel } from './OwnerPanel';
import type { BlogEditorBlock } from './schema';

const readCount = () => blogStore().then((store) => store.count());

/** The owner's page for writing a blog, behind the owner gate (OwnerGate). */
export function BlogEditor({ block, pagePath }: IslandProps<BlogEditorBlock, { pagePath: string }>) {
  const create = async (id: string, draft: BlogDraft) => {
    // The schema (and zod with it) loads only when the owner saves.
    const [store, { newBlogEntry }] = await Promise.all([blogStore(), import('../../services/blog/schema')]);
    await store.create(id, newBlogEntry(draft, { now: new Date(), author: block.author }));
  };

  const signedInLine = useRef<HTMLParagraphElement>(null);
  const notes = (
    <p className={styles.notes}>
      New blogs are published under the name {block.author}.
      {blogStoreKind === 'local' && ' Preview mode: blogs are stored in this browser only.'}
    </p>
  );

  return (
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          <OwnerGate login={block.login} pagePath={pagePath} notes={notes} signedInLine={signedInLine}>
            {(owner, signOut) => (
              <OwnerPanel
                owner={owner}
                readCount={readCount}
                create={create}
                signOut={signOut}
                afterSave={block.afterSave}
                manage={block.manage}
                notes={notes}
                signedInLine={signedInLine}
              />
            )}
          </OwnerGate>
        </div>
      </div>
    </section>
  );
}
