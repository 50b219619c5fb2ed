import * as styles from './handsFree/handsFree.css';
import { key } from './quranSettings.css';

/** How the page follows the reader: the marked ayah, and hands-free scrolling with what pauses it. */
export function FollowingHelp() {
  return (
    <>
      <p className={styles.help}>
        As you read, the ayah at the top of the text is marked with a bar and an outline, and the list of surahs offers to continue from it.
      </p>
      <p className={styles.help}>
        Auto-scroll, the button at the bottom of the screen, moves the text up on its own at the pace chosen above, for reading hands free, and keeps the
        screen on while it runs where the browser allows it. A tap or a click on the page, a key, the mouse wheel or moving focus to a control pauses it, and the
        button or <kbd className={key}>S</kbd> goes on. It stops at the end of the surah.
      </p>
    </>
  );
}
