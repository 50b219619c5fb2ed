import { describe, expect, it } from 'vitest';
import { handsFree, statusText, type HandsFreeState } from '../../../../../src/blocks/quran-settings/handsFree/state';
import { en } from '../../../../../src/i18n/messages/en';

const off: HandsFreeState = { kind: 'off' };
const running: HandsFreeState = { kind: 'running' };
const pace = '10 lines a minute';
const text = en.reader.quranSettings.handsFree;

describe('hands-free scrolling', () => {
  it('starts with the button or S, and stops with it', () => {
    expect(handsFree(off, { type: 'toggle' })).toEqual(running);
    expect(handsFree(running, { type: 'toggle' })).toEqual({ kind: 'stopped' });
    expect(handsFree({ kind: 'stopped' }, { type: 'toggle' })).toEqual(running);
  });

  it('goes on after a pause or the end with the same button', () => {
    expect(handsFree({ kind: 'paused', by: 'key' }, { type: 'toggle' })).toEqual(running);
    expect(handsFree({ kind: 'ended' }, { type: 'toggle' })).toEqual(running);
  });

  it('is paused by the reader only while running, and says by what', () => {
    expect(handsFree(running, { type: 'interrupt', by: 'wheel' })).toEqual({ kind: 'paused', by: 'wheel' });
    expect(handsFree(off, { type: 'interrupt', by: 'wheel' })).toEqual(off);
    expect(handsFree({ kind: 'stopped' }, { type: 'interrupt', by: 'key' })).toEqual({ kind: 'stopped' });
    const paused: HandsFreeState = { kind: 'paused', by: 'pointer' };
    expect(handsFree(paused, { type: 'interrupt', by: 'focus' })).toBe(paused);
  });

  it('ends only while running', () => {
    expect(handsFree(running, { type: 'end' })).toEqual({ kind: 'ended' });
    expect(handsFree(off, { type: 'end' })).toEqual(off);
  });

  it('says the pace chosen while it is not running, and keeps running when it is', () => {
    expect(handsFree(off, { type: 'pace' })).toEqual({ kind: 'paced' });
    expect(handsFree({ kind: 'paused', by: 'key' }, { type: 'pace' })).toEqual({ kind: 'paced' });
    expect(handsFree(running, { type: 'pace' })).toBe(running);
  });
});

describe('its status line', () => {
  it('says nothing before it is used, then what it does and why it paused', () => {
    expect(statusText(off, pace, text)).toBe('');
    expect(statusText(running, pace, text)).toBe('Scrolling, 10 lines a minute');
    expect(statusText({ kind: 'paused', by: 'pointer' }, pace, text)).toBe('Paused by a tap or a click');
    expect(statusText({ kind: 'paused', by: 'key' }, pace, text)).toBe('Paused by a key');
    expect(statusText({ kind: 'paused', by: 'wheel' }, pace, text)).toBe('Paused by the mouse wheel');
    expect(statusText({ kind: 'paused', by: 'focus' }, pace, text)).toBe('Paused by moving focus');
    expect(statusText({ kind: 'stopped' }, pace, text)).toBe('Stopped');
    expect(statusText({ kind: 'ended' }, pace, text)).toBe('Stopped at the end of the surah');
    expect(statusText({ kind: 'paced' }, pace, text)).toBe('Pace: 10 lines a minute');
  });
});
