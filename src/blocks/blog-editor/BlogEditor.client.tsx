import { useRef } from 'react';
import { fill } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import { blogStore, blogStoreKind } from '../../services/blog';
import type { BlogDraft } from '../../services/blog/model';
import { container, section } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import * as styles from './blogEditor.css';
import type { BlogEditorText } from './blogEditorText';
import { OwnerGate } from './OwnerGate';
import { OwnerPanel } from './OwnerPanel';
import type { BlogEditorBlock } from './schema';

const readCount = () => blogStore().then((store) => store.count());

export type BlogEditorProps = IslandProps<BlogEditorBlock, { pagePath: string; text: BlogEditorText; formats: LocaleFormats }>;

/** The owner's page for writing a blog, behind the owner gate (OwnerGate). */
export function BlogEditor({ block, pagePath, text, formats }: BlogEditorProps) {
  const create = async (id: string, draft: BlogDraft) => {
    // The schema (and zod with it) loads only when the owner saves.
    const [store, { newBlogEntry }] = await Promise.all([blogStore(), import('../../services/blog/schema')]);
    await store.create(id, newBlogEntry(draft, { now: new Date(), author: block.author }));
  };

  const signedInLine = useRef<HTMLParagraphElement>(null);
  const notes = (
    <p className={styles.notes}>
      {fill(text.editor.publishedAs, { author: block.author })}
      {blogStoreKind === 'local' && ` ${text.owner.previewNote}`}
    </p>
  );

  return (
    <section className={section()}>
      <div className={container}>
        <div className={styles.panel}>
          <OwnerGate login={block.login} pagePath={pagePath} notes={notes} signedInLine={signedInLine} text={text.owner} retry={text.retry} storeErrors={text.storeErrors} formats={formats}>
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
                text={text}
                formats={formats}
              />
            )}
          </OwnerGate>
        </div>
      </div>
    </section>
  );
}
