import type { Page } from '@playwright/test';

/**
 * Every browser dialog (alert, confirm, prompt) the page opens, dismissed as a cautious person
 * would. The site says everything in the page, so the tests expect this list to stay empty.
 */
export function browserDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.dismiss();
  });
  return messages;
}
