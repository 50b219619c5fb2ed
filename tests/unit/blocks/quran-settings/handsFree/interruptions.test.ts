// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInterruptions, type Interruption } from '../../../../../src/blocks/quran-settings/handsFree/interruptions';

let causes: Interruption[];
let stop: () => void;

beforeEach(() => {
  document.body.innerHTML = `
    <main><p id="text">An ayah</p><a id="link" href="#x">A link</a></main>
    <div id="controls"><button id="toggle">Auto-scroll</button><button id="faster">Faster</button></div>`;
  causes = [];
  stop = watchInterruptions({
    controls: document.getElementById('controls'),
    isCommand: (event) => event.key === 's',
    onInterrupt: (cause) => causes.push(cause),
  });
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const element = (id: string) => document.getElementById(id)!;
const key = (target: Element | Document, init: KeyboardEventInit) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('what pauses hands-free scrolling', () => {
  it('a tap or a click on the page, the wheel, and focus moving to a control on the page', () => {
    element('text').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    element('text').dispatchEvent(new Event('wheel', { bubbles: true }));
    element('link').focus();
    expect(causes).toEqual(['pointer', 'wheel', 'focus']);
  });

  it('a key, any key but one that only changes the next (Shift for +) or a hands-free command', () => {
    key(document.body, { key: 'ArrowDown' });
    key(document.body, { key: 'j' });
    key(element('toggle'), { key: 'PageDown' });
    expect(causes).toEqual(['key', 'key', 'key']);
    causes.length = 0;
    for (const modifier of ['Shift', 'Control', 'Alt', 'Meta']) key(document.body, { key: modifier });
    key(document.body, { key: 's' });
    expect(causes).toEqual([]);
  });

  it('not using the hands-free controls themselves: pressing them, tabbing between them', () => {
    element('toggle').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    element('toggle').focus();
    for (const name of ['Tab', 'Enter', ' ']) key(element('toggle'), { key: name });
    element('faster').focus();
    expect(causes).toEqual([]);
    // Tab out of them onto the page: focus on a control elsewhere.
    element('link').focus();
    expect(causes).toEqual(['focus']);
  });

  it('nothing once the watch stops', () => {
    stop();
    element('text').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    key(document.body, { key: 'ArrowDown' });
    element('link').focus();
    expect(causes).toEqual([]);
  });
});

it('listens without holding up the page’s own scrolling', () => {
  const added = vi.spyOn(document, 'addEventListener');
  const again = watchInterruptions({ controls: null, isCommand: () => false, onInterrupt: () => undefined });
  expect(added.mock.calls.map(([type, , options]) => [type, options])).toEqual(
    ['pointerdown', 'wheel', 'keydown', 'focusin'].map((type) => [type, { capture: true, passive: true }]),
  );
  again();
});
