import { afterAll, beforeAll } from 'vitest';

function showModal(this: HTMLDialogElement): void {
  this.setAttribute('open', '');
}

/** As the browser closes an open dialog: no longer open, and a `close` event at it. */
function closeAsTheBrowserDoes(this: HTMLDialogElement): void {
  if (!this.open) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
}

/**
 * jsdom has <dialog> without its modal behaviour: no showModal, no close. For the tests of the file
 * that calls this, stand-ins open and close it (`close` may be a test's own, a spy say); taken away
 * after the file, so that the next file in the same worker finds the element as jsdom made it.
 */
export function withDialogStandIns(close: (this: HTMLDialogElement) => void = closeAsTheBrowserDoes): void {
  beforeAll(() => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });
}
