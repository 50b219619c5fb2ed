import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { container, section } from '../../theme/shared.css';
import type { BlockProps } from '../types';
import * as styles from './prose.css';
import type { ProseBlock } from './schema';

export function Prose({ block }: BlockProps<ProseBlock>) {
  const navigate = useNavigate();
  // Markdown links are plain anchors; internal ones navigate inside the app like any other link.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <section className={`${section} ${block.background === 'tinted' ? styles.tinted : ''}`}>
      <div className={container}>
        {block.heading && <h2 className={styles.heading}>{block.heading}</h2>}
        {/* Rendered at build time from the editors' Markdown, never from visitors' input. */}
        <div className={styles.body} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: block.markdown }} />
      </div>
    </section>
  );
}
