/**
 * The dev server's browser client (never in the build). When content changes, it fetches the page
 * again and morphs it in place, so scroll, typed input and unchanged islands survive; it shows a
 * content error in Vite's overlay and leaves the server's error page under it, which the next
 * fixed save turns back into the page, scrolled where it was.
 */
import { CONTENT_EVENT, DEV_ERROR_ELEMENT } from './devContentEvent';
import { morphPage } from './devMorph';
import { wakeIsland } from '../browser/wakeIsland';

const OVERLAY = 'vite-error-overlay';

function closeOverlay(): void {
  // Its own close() also stops its Escape listener.
  for (const overlay of document.querySelectorAll<HTMLElement & { close?: () => void }>(OVERLAY)) {
    if (overlay.close) overlay.close();
    else overlay.remove();
  }
}

/** Shows the error the server's error page carries in Vite's overlay, once Vite's client has defined it. */
async function showOverlay(): Promise<void> {
  const data = document.getElementById(DEV_ERROR_ELEMENT)?.textContent;
  if (!data) return;
  await customElements.whenDefined(OVERLAY);
  const Overlay = customElements.get(OVERLAY)!;
  closeOverlay();
  document.body.appendChild(new Overlay(JSON.parse(data)));
}


/** Where the page was scrolled when an error page replaced it, to return there once it is fixed. */
let scrollBeforeError: number | undefined;

async function refresh(): Promise<void> {
  const response = await fetch(location.href, { headers: { accept: 'text/html' }, cache: 'no-store' });
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const wasError = document.getElementById(DEV_ERROR_ELEMENT) !== null;
  const isError = fresh.getElementById(DEV_ERROR_ELEMENT) !== null;
  if (isError && !wasError) scrollBeforeError = window.scrollY;
  const added = morphPage(document, fresh);
  if (isError) await showOverlay();
  else {
    closeOverlay();
    if (wasError && scrollBeforeError !== undefined) window.scrollTo(0, scrollBeforeError);
    scrollBeforeError = undefined;
  }
  // At once: an island put in by a content update has no moment left to wait for.
  for (const island of added) void wakeIsland(island);
}

let running: Promise<void> | undefined;
/** Saves that arrived while a refresh ran; read through a function, as it changes during the await. */
let waiting = 0;
const takeWaiting = (): boolean => {
  const any = waiting > 0;
  waiting = 0;
  return any;
};

/** One refresh at a time; saves that arrive meanwhile make one more, with the newest content. */
function update(): void {
  if (running) {
    waiting++;
    return;
  }
  running = (async () => {
    do {
      await refresh().catch((error: unknown) => console.error('[academy] content update failed', error));
    } while (takeWaiting());
    running = undefined;
  })();
}

import.meta.hot?.on(CONTENT_EVENT, update);
void showOverlay();
