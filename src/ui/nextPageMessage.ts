/**
 * A message for the page the visitor is sent to next, such as "Blog saved successfully." after the
 * editor hands over to the blog list. It is kept for this tab only and read once, so a reload or a
 * later visit does not show it again. A browser that refuses storage just shows no message.
 */
const keyOf = (topic: string) => `academy.nextPageMessage.${topic}`;

export function leaveMessage(topic: string, text: string): void {
  try {
    window.sessionStorage.setItem(keyOf(topic), text);
  } catch {
    // Storage full or blocked: the save itself has happened, only its confirmation is lost.
  }
}

export function takeMessage(topic: string): string {
  try {
    const text = window.sessionStorage.getItem(keyOf(topic)) ?? '';
    window.sessionStorage.removeItem(keyOf(topic));
    return text;
  } catch {
    return '';
  }
}

/** The blog editor leaves its confirmation under this topic; the blog list shows it. */
export const BLOG_SAVED_TOPIC = 'blog-saved';
