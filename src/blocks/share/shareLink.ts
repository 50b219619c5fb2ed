import { fill } from '../../i18n/format';
import type { Messages } from '../../i18n/messages/en';

/** What a page's link is shared with: the page's title and its address. */
export interface SharedLink {
  readonly title: string;
  readonly url: string;
}

/** The parts of the browser that can pass a link on (Navigator has them all, where the browser does). */
export interface ShareTools {
  readonly share?: ((data: ShareData) => Promise<void>) | undefined;
  readonly canShare?: ((data: ShareData) => boolean) | undefined;
  readonly clipboard?: { writeText(text: string): Promise<void> } | undefined;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Passes the link to the device's share sheet where the browser has one (the Web Share API, on
 * phones); else, or when the sheet refuses it, copies it to the clipboard. Closing the share sheet
 * is the reader's choice: nothing is copied behind their back then.
 */
export async function shareLink(link: SharedLink, tools: ShareTools): Promise<ShareOutcome> {
  const data: ShareData = { title: link.title, url: link.url };
  if (tools.share && (tools.canShare?.(data) ?? true)) {
    try {
      await tools.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!tools.clipboard) return 'failed';
    await tools.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** What the status line says once the reader has pressed the button, in the page's language. */
export function shareStatus(outcome: ShareOutcome, url: string, text: Messages['blocks']['share']): string {
  return outcome === 'failed' ? fill(text.failed, { url }) : text[outcome];
}
