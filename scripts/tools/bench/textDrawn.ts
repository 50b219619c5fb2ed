import type { Browser } from '@playwright/test';
import { phoneContext, type StorageState } from './routeScripts';

export interface TextDrawn {
  /** Characters of text, spaces left out, in boxes the browser has laid out once the page has loaded. */
  readonly characters: number;
  /** Of them, those of the Arabic script (the Quran's text and Urdu): shaped in the site's slowest faces. */
  readonly arabicScript: number;
}

/**
 * Run in the page as written: a script of the bench's own would carry its bundler's helpers there.
 * Text in a subtree the browser skips (`content-visibility: auto` away from the screen, a closed
 * popover or dialog, anything not displayed) is not laid out, nor are a select's options.
 */
const COUNT_TEXT_DRAWN = `(() => {
  const arabicScript = /[\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF]/u;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let characters = 0;
  let arabic = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript, select')) continue;
    if (!parent.checkVisibility({ contentVisibilityAuto: true })) continue;
    for (const character of node.textContent.replace(/\\s+/gu, '')) {
      characters++;
      if (arabicScript.test(character)) arabic++;
    }
  }
  return { characters, arabicScript: arabic };
})()`;

/**
 * How much text a route lays out before the visitor scrolls, on the same phone as its scripts are counted on: a figure that does not
 * wander with the machine, where the layout time and blocking time it drives do. Laying out text in
 * the Arabic script, in Nastaliq and the Quran's face, costs far more per character than Latin text.
 */
export async function textDrawnAtLoad(browser: Browser, url: string, storageState?: StorageState): Promise<TextDrawn> {
  const context = await phoneContext(browser, storageState);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate<TextDrawn>(COUNT_TEXT_DRAWN);
  } finally {
    await context.close();
  }
}
