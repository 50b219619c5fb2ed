// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyInQuery, anyStored, pressAgain, whenReachedFor, whenReadingOn } from '../../../../src/app/browser/moments';

/*
 * An island that waits to be reached for wakes on the first sign that the visitor goes for it, and
 * only once; one whose choices were kept on this device wakes at once, to show them.
 */

function island(): { element: HTMLElement; button: HTMLButtonElement } {
  document.body.innerHTML = '<site-island style="display: contents"><div><button type="button">Share</button></div></site-island><p>Elsewhere</p>';
  return { element: document.querySelector('site-island')!, button: document.querySelector('button')! };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('an island woken when reached for', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])('wakes on %s inside it, once', (type) => {
    const { element, button } = island();
    const wake = vi.fn();
    whenReachedFor(element, wake);
    expect(wake).not.toHaveBeenCalled();
    button.dispatchEvent(new Event(type, { bubbles: true }));
    button.dispatchEvent(new Event(type, { bubbles: true }));
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('sleeps through what happens elsewhere on the page, and through a scroll', () => {
    const { element } = island();
    const wake = vi.fn();
    whenReachedFor(element, wake);
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    element.querySelector('div')!.dispatchEvent(new Event('click', { bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
  });
});

describe('an island woken as the visitor reads on', () => {
  it('wakes once on the first scroll of the page', () => {
    const { element, button } = island();
    const wake = vi.fn();
    whenReadingOn(element, wake);
    expect(wake).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    expect(wake).toHaveBeenCalledWith(undefined);
  });

  it('wakes once when reached for first, and not again on a later scroll', () => {
    const { element, button } = island();
    const wake = vi.fn();
    whenReadingOn(element, wake);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes on a key pressed on the page, and hands the key on to be pressed again', () => {
    const { element } = island();
    const wake = vi.fn();
    whenReadingOn(element, wake);
    const key = new KeyboardEvent('keydown', { key: 'j', bubbles: true });
    document.body.dispatchEvent(key);
    expect(wake).toHaveBeenCalledWith(key);
  });

  it('sleeps through keys typed into a field elsewhere, and takes a key inside it as reaching for it', () => {
    const { element, button } = island();
    const field = document.body.appendChild(document.createElement('input'));
    const wake = vi.fn();
    whenReadingOn(element, wake);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    expect(wake).not.toHaveBeenCalled();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    expect(wake).toHaveBeenCalledWith(undefined);
  });
});

describe('a key pressed again', () => {
  it('reaches the page as it was pressed, at the focused element', () => {
    const { button } = island();
    button.focus();
    const heard = vi.fn();
    document.addEventListener('keydown', heard, { once: true });
    pressAgain(new KeyboardEvent('keydown', { key: 'J', code: 'KeyJ', shiftKey: true }));
    const [event] = heard.mock.calls[0] as [KeyboardEvent];
    expect(event).toMatchObject({ key: 'J', code: 'KeyJ', shiftKey: true, ctrlKey: false, target: button });
  });
});

describe('what the device kept', () => {
  it('is found by any of the keys', () => {
    localStorage.setItem('quran-reader.settings', '{"size":"large"}');
    expect(anyStored(['quran-reader.last-read', 'quran-reader.settings'])).toBe(true);
    expect(anyStored(['quran-reader.last-read'])).toBe(false);
    expect(anyStored([])).toBe(false);
  });

  it('counts an empty value as kept, and a store that cannot be read as holding nothing', () => {
    localStorage.setItem('kept', '');
    expect(anyStored(['kept'])).toBe(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(anyStored(['kept'])).toBe(false);
  });
});

describe('the address', () => {
  it('is found to name any of the parameters, with or without a value', () => {
    expect(anyInQuery(['surah'], '?surah=2&ayah=255')).toBe(true);
    expect(anyInQuery(['ayah', 'surah'], '?surah')).toBe(true);
    expect(anyInQuery(['surah'], '?utm_source=news')).toBe(false);
    expect(anyInQuery(['surah'], '')).toBe(false);
    expect(anyInQuery([], '?surah=2')).toBe(false);
  });
});
