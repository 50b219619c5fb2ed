// @vitest-environment jsdom
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../../../scripts/engine/content/contentError';
import { devErrorPage } from '../../../../scripts/engine/dev/devErrorPage';
import { codeFrame, codeOverlayError, overlayError, terminalReport, type OverlayError } from '../../../../scripts/engine/dev/devErrorReport';
import { DEV_ERROR_ELEMENT } from '../../../../src/app/dev/devContentEvent';
import { tempFolders } from '../../support/tempFolders';

/*
 * What the dev server shows an editor when content errors stop a page: the error page (readable
 * with the overlay closed), the error it hands Vite's overlay, and the terminal's report. The dev
 * server tests check that these are served; here each is checked on its own, quickly.
 */

/** A content folder holding the files given, by their paths in it. */
const contentWith = tempFolders('dev-error-');

/** Ten numbered lines, so a frame shows which lines it quotes. */
const TEN_LINES = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join('\n');

const error = (line: number, column: number, extra: Partial<ContentError> = {}): ContentError => ({
  file: 'content/books.yaml',
  line,
  column,
  path: '[2].file',
  message: 'expected a PDF file',
  ...extra,
});

describe('the code frame', () => {
  it('quotes two lines either side of the error, marks its line and puts a caret under its column', () => {
    const root = contentWith({ 'content/books.yaml': TEN_LINES });
    expect(codeFrame(root, error(5, 3))).toBe(
      [
        '     3 | line 3',
        '     4 | line 4',
        '>    5 | line 5',
        '           ^',
        '     6 | line 6',
        '     7 | line 7',
      ].join('\n'),
    );
  });

  it('starts at the first line for an error near the top, and stops at the last near the end', () => {
    const root = contentWith({ 'content/books.yaml': TEN_LINES });
    expect(codeFrame(root, error(1, 1))).toBe(['>    1 | line 1', '         ^', '     2 | line 2', '     3 | line 3'].join('\n'));
    expect(codeFrame(root, error(2, 6))).toBe(['     1 | line 1', '>    2 | line 2', '              ^', '     3 | line 3', '     4 | line 4'].join('\n'));
    expect(codeFrame(root, error(10, 1))).toBe(['     8 | line 8', '     9 | line 9', '>   10 | line 10', '         ^'].join('\n'));
  });

  it('quotes nothing when the file itself is missing', () => {
    expect(codeFrame(contentWith({}), error(1, 1))).toBe('');
  });
});

describe("the overlay's error", () => {
  it('lists every error in its message and locates the first, with its frame', () => {
    const root = contentWith({ 'content/books.yaml': TEN_LINES });
    const errors = [error(5, 3), error(8, 1, { file: 'pages.yaml', path: '', message: 'the list opened with "[" here is never closed' })];
    expect(overlayError(root, errors)).toEqual({
      message:
        '2 content errors on this page:\n' +
        'content/books.yaml:5:3: [2].file: expected a PDF file\n' +
        'pages.yaml:8:1: the list opened with "[" here is never closed',
      stack: '',
      plugin: 'academy-content',
      id: join(root, 'content/books.yaml'),
      frame: codeFrame(root, errors[0]!),
      loc: { file: join(root, 'content/books.yaml'), line: 5, column: 3 },
    });
  });

  it('says "error" for one, and locates nothing when there is none', () => {
    const root = contentWith({ 'content/books.yaml': TEN_LINES });
    expect(overlayError(root, [error(5, 3)]).message).toBe('1 content error on this page:\ncontent/books.yaml:5:3: [2].file: expected a PDF file');
    expect(overlayError(root, [])).toEqual({ message: '0 content errors on this page:\n', stack: '', plugin: 'academy-content' });
  });

  it('shows a failure of the code with its stack, or an empty one when it has none', () => {
    const failure = new Error('Cannot read properties of undefined');
    failure.stack = 'Error: Cannot read properties of undefined\n    at Hero (src/blocks/hero/Hero.tsx:12:5)';
    expect(codeOverlayError(failure)).toEqual({ message: 'Cannot read properties of undefined', stack: failure.stack, plugin: 'academy-content' });
    const bare = new Error('no stack');
    delete bare.stack;
    expect(codeOverlayError(bare)).toEqual({ message: 'no stack', stack: '', plugin: 'academy-content' });
  });
});

describe("the terminal's report", () => {
  it('prints each error once, indented on its own line, after how many there are', () => {
    expect(terminalReport([error(5, 3), error(7, 9, { path: '[3].file' })])).toBe(
      '2 content errors; the pages that use these files answer 500 until they are fixed:\n' +
        '  content/books.yaml:5:3: [2].file: expected a PDF file\n' +
        '  content/books.yaml:7:9: [3].file: expected a PDF file',
    );
    expect(terminalReport([error(5, 3)])).toBe(
      '1 content error; the pages that use these files answer 500 until they are fixed:\n  content/books.yaml:5:3: [2].file: expected a PDF file',
    );
  });
});

/** The error page as a browser reads it, and the overlay's error it carries. */
function read(html: string) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const carried = page.getElementById(DEV_ERROR_ELEMENT)?.textContent;
  return { page, overlay: carried ? (JSON.parse(carried) as OverlayError) : undefined };
}

const HEAD = '<script type="module" src="/src/app/dev/devContentUpdate.ts"></script>';

describe('the error page', () => {
  it('names each error with a link that opens it in the editor, its place in the data, its message and the lines around it', () => {
    const root = contentWith({ 'content/books.yaml': TEN_LINES });
    const errors = [error(5, 3), error(12, 1, { file: 'pages.yaml', path: '', message: 'the list opened with "[" here is never closed' })];
    const overlay = overlayError(root, errors);
    const { page, overlay: carried } = read(devErrorPage(root, errors, overlay, HEAD));

    expect(page.title).toBe('2 content errors stop this page');
    expect(page.querySelector('h1')?.textContent).toBe('2 content errors stop this page');
    expect(page.querySelector('main p')?.textContent).toBe('Fix them and save: this page updates by itself. Other pages that do not use these files still work.');
    const items = [...page.querySelectorAll('main ol > li')];
    expect(items).toHaveLength(2);

    const [first, second] = items;
    expect(first!.querySelector('.where')?.textContent).toBe('content/books.yaml:5:3 at [2].file');
    expect(first!.querySelector('.where a')?.getAttribute('href')).toBe(`/__open-in-editor?file=${encodeURIComponent(`${join(root, 'content/books.yaml')}:5:3`)}`);
    expect(first!.querySelectorAll('p')[1]?.textContent).toBe('expected a PDF file');
    const frame = first!.querySelector('pre');
    expect(frame?.getAttribute('aria-label')).toBe('Lines around content/books.yaml:5:3');
    expect(frame?.textContent).toBe(codeFrame(root, errors[0]!));

    // A syntax error has no place in the data, and a missing file no lines to quote.
    expect(second!.querySelector('.where')?.textContent).toBe('pages.yaml:12:1');
    expect(second!.querySelectorAll('p')[1]?.textContent).toBe('the list opened with "[" here is never closed');
    expect(second!.querySelector('pre')).toBeNull();
    // Nothing but the errors themselves is shown in the list.
    const shown = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(shown(second!)).toBe('pages.yaml:12:1 the list opened with "[" here is never closed');
    expect([...page.querySelector('main ol')!.childNodes].filter((node) => node.nodeType === node.TEXT_NODE).map(shown).join('')).toBe('');

    expect(carried).toEqual(overlay);
    expect(page.head.querySelector('script[src="/src/app/dev/devContentUpdate.ts"]')).not.toBeNull();
    expect(page.head.querySelector('style')?.textContent).toContain('.dev-error');
  });

  it('speaks of one error in the singular', () => {
    const root = contentWith({ 'content/books.yaml': TEN_LINES });
    const { page } = read(devErrorPage(root, [error(5, 3)], overlayError(root, [error(5, 3)]), HEAD));
    expect(page.querySelector('h1')?.textContent).toBe('1 content error stops this page');
    expect(page.querySelector('main p')?.textContent).toBe('Fix it and save: this page updates by itself. Other pages that do not use these files still work.');
  });

  it('shows markup in a message, a value or a file name as text, and keeps the overlay\'s error whole', () => {
    const file = 'content/texts/"draft" & <new>.md';
    const root = contentWith({ [file]: 'Some <b>text</b> & more' });
    const message = 'Markdown may not carry HTML, found "<img src=x onerror=alert(1)>" </script><script>alert(2)</script>';
    const errors = [error(1, 6, { file, path: 'routes[0].blocks[1].markdown', message })];
    const overlay = overlayError(root, errors);
    const html = devErrorPage(root, errors, overlay, HEAD);
    const { page, overlay: carried } = read(html);

    expect(page.querySelectorAll('img')).toHaveLength(0);
    expect(page.querySelectorAll('script')).toHaveLength(2);
    const item = page.querySelector('main ol > li')!;
    expect(item.querySelectorAll('p')[1]?.textContent).toBe(message);
    expect(item.querySelector('.where')?.textContent).toBe(`${file}:1:6 at routes[0].blocks[1].markdown`);
    expect(item.querySelector('pre')?.getAttribute('aria-label')).toBe(`Lines around ${file}:1:6`);
    expect(item.querySelector('pre')?.textContent).toBe('>    1 | Some <b>text</b> & more\n              ^');
    expect(carried).toEqual(overlay);
  });

  it('shows a failure of the code with its message and stack instead of a list', () => {
    const failure = new Error('Cannot read properties of <undefined>');
    failure.stack = 'Error: Cannot read properties of <undefined>\n    at Hero (src/blocks/hero/Hero.tsx:12:5)';
    const { page, overlay } = read(devErrorPage('/nowhere', [], codeOverlayError(failure), HEAD, failure));
    expect(page.title).toBe('The page failed to render');
    expect(page.querySelector('h1')?.textContent).toBe('The page failed to render');
    expect(page.querySelector('main p')?.textContent).toBe('Cannot read properties of <undefined>');
    expect(page.querySelector('main pre')?.textContent).toBe(failure.stack);
    expect(page.querySelector('main ol')).toBeNull();
    expect(overlay).toEqual(codeOverlayError(failure));

    const bare = new Error('no stack');
    delete bare.stack;
    expect(read(devErrorPage('/nowhere', [], codeOverlayError(bare), HEAD, bare)).page.querySelector('main pre')?.textContent).toBe('');
  });
});
