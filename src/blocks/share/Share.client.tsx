import { useRef, useState } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { button, container } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import type { ShareBlock } from './schema';
import * as styles from './share.css';
import { shareLink, shareStatus } from './shareLink';

/**
 * Shares the page's address without its query or fragment (no campaign tags passed on), under the
 * page's own title. The status line is polite: it is read once the reader is done with the sheet.
 */
export function Share({ block, title, text }: IslandProps<ShareBlock, { title: string; text: Messages['blocks']['share'] }>) {
  const [status, setStatus] = useState('');
  const sharing = useRef(false);
  const share = async () => {
    // A second press while the share sheet is open would be refused by the browser.
    if (sharing.current) return;
    sharing.current = true;
    const url = `${window.location.origin}${window.location.pathname}`;
    try {
      setStatus(shareStatus(await shareLink({ title, url }, navigator), url, text));
    } finally {
      sharing.current = false;
    }
  };
  return (
    <div className={`${container} ${styles.share}`}>
      <button type="button" className={button({ variant: 'secondary' })} onClick={() => void share()}>
        {block.label}
      </button>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
