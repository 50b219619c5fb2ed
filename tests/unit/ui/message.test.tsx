import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Message } from '../../../src/ui/Message';
import { messageParts } from '../../../src/ui/messageParts';

describe('Message', () => {
  it('draws each part at its placeholder, wherever the language puts it', () => {
    expect(renderToStaticMarkup(<Message text="Press {key} to go on, or {link}." parts={{ key: <kbd>J</kbd>, link: <a href="/read-quran">read</a> }} />)).toBe(
      'Press <kbd>J</kbd> to go on, or <a href="/read-quran">read</a>.',
    );
    expect(renderToStaticMarkup(<Message text="{link} پڑھیں" parts={{ link: <a href="/ur">یہاں</a> }} />)).toBe('<a href="/ur">یہاں</a> پڑھیں');
  });

  it('leaves a placeholder with no part as written, to be seen', () => {
    expect(messageParts('Hello {name}, {missing}', { name: 'Aisha' })).toEqual(['Hello ', 'Aisha', ', ', '{missing}']);
  });
});
