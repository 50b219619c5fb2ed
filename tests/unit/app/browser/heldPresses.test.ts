// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPresses } from '../../../../src/app/browser/heldPresses';

/*
 * A press on an island's button while the island wakes is not lost: it is held, and pressed again
 * once the island's handlers are attached. A form is not sent as a plain request meanwhile.
 */

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <site-island>
      <form action="/contact" method="post"><input type="checkbox" id="urdu"><button id="send">Send</button></form>
      <button type="button" id="share">Share</button><a href="#kept" id="link">Kept pages</a>
      <select id="surah"><option>البقرة - Al-Baqarah</option></select>
    </site-island>
    <button type="button" id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { island: document.querySelector<HTMLElement>('site-island')!, byId };
}

describe('presses held while an island wakes', () => {
  it('are held, then the last one is pressed again once awake', () => {
    const { island, byId } = page();
    const held = holdPresses(island);
    const pressed = vi.fn();
    const share = (byId('share') as HTMLButtonElement);
    share.addEventListener('click', pressed);
    (byId('send') as HTMLButtonElement).click();
    share.click();
    expect(pressed).not.toHaveBeenCalled();
    held.release();
    expect(pressed).toHaveBeenCalledTimes(1);
    held.release();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('do not send a form as a plain request meanwhile', () => {
    const { island, byId } = page();
    holdPresses(island);
    const form = island.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    (byId('send') as HTMLButtonElement).click();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('leave a box unticked until the island takes the press', () => {
    const { island, byId } = page();
    const held = holdPresses(island);
    const box = (byId('urdu') as HTMLInputElement);
    box.click();
    expect(box.checked).toBe(false);
    held.release();
    expect(box.checked).toBe(true);
  });

  it('let links and controls outside the island work at once', () => {
    const { island, byId } = page();
    const held = holdPresses(island);
    const followed = vi.fn();
    const outside = vi.fn();
    byId('link').addEventListener('click', followed);
    byId('outside').addEventListener('click', outside);
    byId('link').click();
    byId('outside').click();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(outside).toHaveBeenCalledTimes(1);
    held.release();
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('press nothing again when nothing was pressed', () => {
    const { island, byId } = page();
    const pressed = vi.fn();
    byId('share').addEventListener('click', pressed);
    holdPresses(island).release();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('keep a select shut until the island has filled in its list, then open it', () => {
    const { island, byId } = page();
    const select = byId('surah') as HTMLSelectElement;
    const showPicker = vi.fn();
    select.showPicker = showPicker;
    const held = holdPresses(island);
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    select.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(select);
    expect(showPicker).not.toHaveBeenCalled();
    held.release();
    expect(showPicker).toHaveBeenCalledTimes(1);
  });

  it('leave the select focused where the browser refuses to open its list so late', () => {
    const { island, byId } = page();
    const select = byId('surah') as HTMLSelectElement;
    select.showPicker = () => {
      throw new DOMException('showPicker() requires a user gesture.', 'NotAllowedError');
    };
    const held = holdPresses(island);
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    byId('outside').focus();
    held.release();
    expect(document.activeElement).toBe(select);
  });

  it('let a select open at once once the island is awake', () => {
    const { island, byId } = page();
    holdPresses(island).release();
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    byId('surah').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });
});
