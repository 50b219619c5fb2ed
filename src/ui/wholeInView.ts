import type { FocusEvent } from 'react';

/**
 * Brings a focused text area wholly into view, clear of the sticky header and the chat button (the
 * page's scroll padding). A browser scrolls only a text area's caret into view as it takes focus, and
 * a tall box can stay partly off the screen below it.
 */
export function bringWholeIntoView(event: FocusEvent<HTMLElement>): void {
  event.currentTarget.scrollIntoView({ block: 'nearest' });
}
