import type { Messages } from '../../i18n/messages/en';
import { Message } from '../../ui/Message';
import * as styles from './handsFree/handsFree.css';
import { key } from './quranSettings.css';

/** How the page follows the reader: the marked ayah, and hands-free scrolling with what pauses it. */
export function FollowingHelp({ text }: { text: Messages['reader']['quranSettings'] }) {
  return (
    <>
      <p className={styles.help}>{text.following}</p>
      <p className={styles.help}>
        <Message text={text.handsFreeHelp} parts={{ s: <kbd className={key}>S</kbd> }} />
      </p>
    </>
  );
}
