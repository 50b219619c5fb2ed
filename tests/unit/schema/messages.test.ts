import { describe, expect, it } from 'vitest';
import { describeValue, messages, visible } from '../../../src/schema/messages';

/*
 * How a message names the value an editor wrote. Every "found ..." of every content error goes
 * through these, so a value must read the same wherever it is named.
 */

describe('the value found, in words', () => {
  it.each([
    ['nothing written', undefined, 'nothing'],
    ['an empty value', null, 'an empty value'],
    ['a list', ['a', 'b', 'c'], 'a list of 3'],
    ['an empty list', [], 'a list of 0'],
    ['a set of fields', { heading: 'Welcome' }, 'a set of fields'],
    ['a text', 'Quran', '"Quran"'],
    ['an empty text', '', '""'],
    ['a number', 42, 'number 42'],
    ['a boolean', false, 'boolean false'],
    ['a big whole number', 12345678901234567890n, 'bigint 12345678901234567890'],
    ['anything else by its kind', Symbol('x'), 'symbol'],
  ])('names %s', (_, value, words) => {
    expect(describeValue(value)).toBe(words);
  });

  it('quotes a text of up to 60 characters whole, and shortens a longer one to 57 and "..."', () => {
    const sixty = 'a'.repeat(60);
    expect(describeValue(sixty)).toBe(`"${sixty}"`);
    expect(describeValue(`${sixty}b`)).toBe(`"${'a'.repeat(57)}..."`);
  });
});

describe('characters an editor cannot see, spelt out', () => {
  it('writes a newline as \\n, a tab as \\t and any other control character by its code', () => {
    expect(visible('one\ntwo\tthree\r\u0000\u007f')).toBe('one\\ntwo\\tthree\\u000d\\u0000\\u007f');
  });

  it('leaves every other character as written', () => {
    expect(visible('Surah al-Fātiḥah, بسم الله ‎ and "quotes"')).toBe('Surah al-Fātiḥah, بسم الله ‎ and "quotes"');
  });

  it('shows them in the value a Markdown message quotes', () => {
    expect(messages.markdownHtml('<div>\n\t<b>', 'line 2, column 1 of this Markdown')).toBe(
      'Markdown may not carry HTML, found "<div>\\n\\t<b>" at line 2, column 1 of this Markdown',
    );
  });
});
