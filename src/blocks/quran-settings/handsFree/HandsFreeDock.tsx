import type { LocaleFormats } from '../../../i18n/localeFormats';
import type { Messages } from '../../../i18n/messages/en';
import { Icon } from '../../../ui/Icon';
import type { ReadingFollower } from '../followReading';
import * as styles from './handsFree.css';
import { paceLabel, paces, type Pace } from './pace';
import { statusText } from './state';
import { useHandsFree } from './useHandsFree';

interface HandsFreeDockProps {
  readonly follower: ReadingFollower;
  readonly pace: Pace;
  readonly onPace: (pace: Pace) => void;
  readonly shortcuts: boolean;
  readonly text: Messages['reader']['quranSettings']['handsFree'];
  /** How the page's locale writes the pace's number. */
  readonly formats: LocaleFormats;
}

/**
 * The hands-free controls, floating at the bottom of the screen while reading: start or stop (a
 * toggle button, pressed while scrolling), slower and faster, and a status line that says what it
 * is doing and why it paused. Drawn only in the browser, where they work.
 */
export function HandsFreeDock({ pace, text, formats, ...options }: HandsFreeDockProps) {
  const { state, controls, toggle, changePace } = useHandsFree({ pace, ...options });
  const running = state.kind === 'running';
  const slowest = pace === paces[0];
  const fastest = pace === paces[paces.length - 1];
  return (
    <div ref={controls} role="group" aria-label={text.group} className={styles.dock}>
      <p role="status" className={styles.status}>
        {statusText(state, paceLabel(pace, text, formats), text)}
      </p>
      <div className={styles.bar}>
        {/* aria-disabled, not disabled: a disabled button would drop the focus it has. */}
        <button type="button" className={styles.step} aria-label={text.slower} aria-disabled={slowest} onClick={() => !slowest && changePace(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className={styles.toggle} aria-pressed={running} onClick={toggle}>
          <Icon name={running ? 'pause' : 'play'} size={20} />
          {text.toggle}
        </button>
        <button type="button" className={styles.step} aria-label={text.faster} aria-disabled={fastest} onClick={() => !fastest && changePace(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
