// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, defaultSettingsFor, isShortcutKey, readSettings, writeSettings } from '../../../../src/blocks/quran-settings/settings';
import { readStored, writeStored } from '../../../../src/services/deviceStore';
import { isTranslationId } from '../../../../src/services/quran/index';
import { readLastRead, writeLastRead } from '../../../../src/services/quran/lastRead';

const SETTINGS_KEY = 'quran-reader.settings';
const LAST_READ_KEY = 'quran-reader.last-read';

/** What an older visit, another tab or a browser extension may have left under a key. */
const leave = (key: string, text: string) => window.localStorage.setItem(key, text);

/** Storage that refuses every read and write, as private modes and strict privacy settings do. */
function blockStorage() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the reading settings this device keeps', () => {
  it('are the defaults on a first visit: medium text, no translation, shortcuts on, auto-scroll at 10 lines a minute', () => {
    expect(readSettings()).toEqual({ size: 'medium', translation: 'off', lines: [], shortcuts: true, pace: 10 });
    expect(readSettings()).toEqual(defaultSettings);
  });

  it('start from the page’s language: the Urdu translation under each ayah on an Urdu page, none on an English page', () => {
    expect(defaultSettingsFor('en')).toEqual(defaultSettings);
    expect(defaultSettingsFor('ur')).toEqual({ ...defaultSettings, lines: ['ur'] });
    expect(readSettings('bundled', defaultSettingsFor('ur'))).toEqual({ ...defaultSettings, lines: ['ur'] });
    expect(readSettings('remote', defaultSettingsFor('ur')).lines).toEqual(['ur']);
    // What the reader chose stays chosen on a page of either language, none included.
    leave(SETTINGS_KEY, JSON.stringify({ size: 'large', lines: [] }));
    expect(readSettings('bundled', defaultSettingsFor('ur'))).toEqual({ ...defaultSettings, size: 'large' });
    leave(SETTINGS_KEY, JSON.stringify({ lines: ['en'] }));
    expect(readSettings('bundled', defaultSettingsFor('ur')).lines).toEqual(['en']);
    // A translation kept before the shipped ones is still the one shown; kept off, the page's default is.
    leave(SETTINGS_KEY, JSON.stringify({ translation: 'en' }));
    expect(readSettings('bundled', defaultSettingsFor('ur')).lines).toEqual(['en']);
    leave(SETTINGS_KEY, JSON.stringify({ translation: 'off', size: 'small' }));
    expect(readSettings('bundled', defaultSettingsFor('ur'))).toEqual({ ...defaultSettings, size: 'small', lines: ['ur'] });
  });

  it('come back as they were chosen, on the next visit', () => {
    writeSettings({ size: 'extra-large', translation: 'ur', lines: ['ur', 'transliteration'], shortcuts: false, pace: 3 });
    expect(readSettings()).toEqual({ size: 'extra-large', translation: 'ur', lines: ['ur', 'transliteration'], shortcuts: false, pace: 3 });
    writeSettings({ size: 'small', translation: 'en', lines: [], shortcuts: true, pace: 40 });
    expect(readSettings()).toEqual({ size: 'small', translation: 'en', lines: [], shortcuts: true, pace: 40 });
  });

  it('keep the shipped translations chosen in the order they are shown, and drop what is not one', () => {
    leave(SETTINGS_KEY, JSON.stringify({ lines: ['transliteration', 'fr', 'en', 'en', 7, 'ur'] }));
    expect(readSettings().lines).toEqual(['ur', 'en', 'transliteration']);
    for (const lines of ['ur', { ur: true }, null, [['ur']], ['toString']]) {
      leave(SETTINGS_KEY, JSON.stringify({ lines }));
      expect(readSettings().lines, JSON.stringify(lines)).toEqual([]);
    }
  });

  it('read a translation kept before the shipped ones as the shipped one in its language, unless the site still has the remote source', () => {
    for (const translation of ['ur', 'en'] as const) {
      leave(SETTINGS_KEY, JSON.stringify({ size: 'large', translation, shortcuts: true }));
      expect(readSettings()).toEqual({ size: 'large', translation, lines: [translation], shortcuts: true, pace: 10 });
      expect(readSettings('bundled').lines).toEqual([translation]);
      expect(readSettings('remote')).toEqual({ size: 'large', translation, lines: [], shortcuts: true, pace: 10 });
    }
    leave(SETTINGS_KEY, JSON.stringify({ translation: 'off' }));
    expect(readSettings().lines).toEqual([]);
    // Once the lines are kept, they are the reader's choice: none chosen stays none.
    leave(SETTINGS_KEY, JSON.stringify({ translation: 'ur', lines: [] }));
    expect(readSettings().lines).toEqual([]);
  });

  it('take each damaged or unknown choice from the defaults and keep the others', () => {
    leave(SETTINGS_KEY, JSON.stringify({ size: 'huge', translation: 'fr', shortcuts: 'no' }));
    expect(readSettings()).toEqual(defaultSettings);
    leave(SETTINGS_KEY, JSON.stringify({ size: 'large', translation: 'de', shortcuts: false }));
    expect(readSettings()).toEqual({ size: 'large', translation: 'off', lines: [], shortcuts: false, pace: 10 });
    leave(SETTINGS_KEY, JSON.stringify({ translation: 'en', lines: [] }));
    expect(readSettings()).toEqual({ ...defaultSettings, translation: 'en' });
    // A pace is one of those offered, as a number.
    for (const pace of [7, 0, -10, 1000, '10', [10], null]) {
      leave(SETTINGS_KEY, JSON.stringify({ size: 'large', pace }));
      expect(readSettings(), JSON.stringify(pace)).toEqual({ ...defaultSettings, size: 'large' });
    }
    // An array holding a valid name is still not a name.
    leave(SETTINGS_KEY, JSON.stringify({ size: ['large'], translation: ['en'], shortcuts: [false] }));
    expect(readSettings()).toEqual(defaultSettings);
    // Names every object answers to are not choices either.
    leave(SETTINGS_KEY, JSON.stringify({ size: 'toString', translation: 'constructor' }));
    expect(readSettings()).toEqual(defaultSettings);
  });

  it('are the defaults when what was kept is not a settings object, or not JSON', () => {
    for (const text of ['null', '5', '"large"', '[]', '{not json']) {
      leave(SETTINGS_KEY, text);
      expect(readSettings(), text).toEqual(defaultSettings);
    }
  });

  it('are the defaults, and choosing still works for the visit, when the browser blocks storage', () => {
    blockStorage();
    expect(readSettings()).toEqual(defaultSettings);
    expect(() => writeSettings({ size: 'large', translation: 'en', lines: ['ur'], shortcuts: true, pace: 10 })).not.toThrow();
  });

  it('offer only the translations the reader knows', () => {
    expect(isTranslationId('en')).toBe(true);
    expect(isTranslationId('ur')).toBe(true);
    expect(isTranslationId('fr')).toBe(false);
    expect(isTranslationId('hasOwnProperty')).toBe(false);
    expect(isTranslationId(['en'])).toBe(false);
    expect(isTranslationId(undefined)).toBe(false);
  });
});

describe('where this device stopped reading', () => {
  it('is nothing before the first reading', () => {
    expect(readLastRead()).toBeUndefined();
  });

  it('is the surah and ayah last written, with the surah name for the "Continue" link', () => {
    writeLastRead({ surah: 18, ayah: 10, englishName: 'Al-Kahf' });
    expect(readLastRead()).toEqual({ surah: 18, ayah: 10, englishName: 'Al-Kahf' });
  });

  it('is nothing when the kept place is damaged, so no broken link is offered', () => {
    const damaged = [
      { ayah: 10, englishName: 'Al-Kahf' },
      { surah: '18', ayah: 10, englishName: 'Al-Kahf' },
      { surah: 18, ayah: 1.5, englishName: 'Al-Kahf' },
      { surah: 18, englishName: 'Al-Kahf' },
      { surah: 18, ayah: 10 },
      { surah: 18, ayah: 10, englishName: 7 },
      null,
      'Al-Kahf',
    ];
    for (const value of damaged) {
      leave(LAST_READ_KEY, JSON.stringify(value));
      expect(readLastRead(), JSON.stringify(value)).toBeUndefined();
    }
    leave(LAST_READ_KEY, '{"surah":18,');
    expect(readLastRead()).toBeUndefined();
  });

  it('is nothing, and reading goes on, when the browser blocks storage', () => {
    blockStorage();
    expect(() => writeLastRead({ surah: 2, ayah: 255, englishName: 'Al-Baqarah' })).not.toThrow();
    expect(readLastRead()).toBeUndefined();
  });
});

describe('a value kept on this device', () => {
  const anything = (value: unknown) => value;

  it('reads back as written', () => {
    writeStored('a-key', { chosen: [1, 'two'] });
    expect(readStored('a-key', anything)).toEqual({ chosen: [1, 'two'] });
  });

  it('reads as nothing when it was never written, even for a reader that accepts anything', () => {
    expect(readStored('never-written', anything)).toBeUndefined();
  });

  // The empty catch blocks are equivalent mutants: a function that falls off its end returns undefined too.
  it('is not kept when storage is full, and the page goes on', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeStored('a-key', 'value')).not.toThrow();
    expect(readStored('a-key', anything)).toBeUndefined();
  });
});

describe('the keyboard shortcuts', () => {
  /** A key pressed with the focus on `target` (the page itself when none is given). */
  function press(key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
    let seen: KeyboardEvent | undefined;
    const listener = (event: Event) => (seen = event as KeyboardEvent);
    document.addEventListener('keydown', listener);
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
    document.removeEventListener('keydown', listener);
    return seen!;
  }

  it('take a plain key pressed on the page', () => {
    expect(isShortcutKey(press('j'))).toBe(true);
    expect(isShortcutKey(press('j', document))).toBe(true);
    const paragraph = document.body.appendChild(document.createElement('p'));
    expect(isShortcutKey(press('k', paragraph))).toBe(true);
  });

  it('leave a key pressed with Ctrl, Cmd or Alt to the browser', () => {
    expect(isShortcutKey(press('j', document.body, { ctrlKey: true }))).toBe(false);
    expect(isShortcutKey(press('j', document.body, { metaKey: true }))).toBe(false);
    expect(isShortcutKey(press('j', document.body, { altKey: true }))).toBe(false);
  });

  it('leave a key that another control has already handled', () => {
    const handled = new KeyboardEvent('keydown', { key: 'j', cancelable: true });
    handled.preventDefault();
    expect(isShortcutKey(handled)).toBe(false);
  });

  it('leave a key typed into a field, a list or editable text', () => {
    document.body.innerHTML = `
      <input id="search"><textarea id="note"></textarea><select id="size"><option>Small</option></select>
      <div contenteditable="true"><span id="inside-editable">text</span></div>
      <div contenteditable="false"><span id="inside-fixed">text</span></div>`;
    for (const id of ['search', 'note', 'size', 'inside-editable']) expect(isShortcutKey(press('j', document.getElementById(id)!)), id).toBe(false);
    expect(isShortcutKey(press('j', document.getElementById('inside-fixed')!))).toBe(true);
  });
});
