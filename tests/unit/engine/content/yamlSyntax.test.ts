import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../../scripts/engine/content/contentError';
import { parseYamlSource } from '../../../../scripts/engine/content/yamlSource';

/*
 * YAML syntax errors as an editor reads them, on a few lines each: one explanation, at the line to
 * fix. validator.test.ts shows the same mistakes made in the fixture site's pages.yaml.
 *
 * Mutants of yamlSyntax.ts that survive, equivalent for every file the parser reads:
 * - Anchors dropped from regexes that match at the start anyway (a line's indentation, its key
 *   column, its "-" markers, the spaces and tabs before its text: each may match nothing, so the
 *   first match is at the start) or from the parser's messages, which start so.
 * - A line at the very column of the key of the line above that opens a level, let through as
 *   inside it: that column is always an allowed one, so it is let through after all.
 * - The search for an unclosed quote: the quoted text that is never closed runs to the end of the
 *   document, where the parser places the error, and is the only text that does, so its type and
 *   range are never in doubt, and it is always found.
 * - The optional chains over keys (the parser gives every pair a key node with its place), and the
 *   check that a field written twice was found (the parser places the error at that key's start).
 * - The check that a "closing quote" error is a MISSING_CHAR one, and the quote in "closing quote"
 *   made required: only those errors say it, and the parser always names the quote it misses.
 * Mutants that survive though a file can tell them apart:
 * - A list item just after a block text's mark with "-" or "+" ("text: >-"): the mark is then
 *   not seen as opening a level, and the item is lined up with the list above rather than with
 *   the text's field.
 * - Whether a field at the same column as the list it holds ("breadcrumbs:" over "- ..." at its
 *   own column) counts as a field further out: the column stays allowed through the item's
 *   first field, and only which line is named changes, or, at the top of a file, which of two
 *   equally near columns.
 * - How the fields further out are gathered past list items whose "-" and first field straddle
 *   the misplaced line's level ("-   title:", "- - a:"), seen only in random files.
 */

const syntaxErrors = (text: string) => parseYamlSource('pages.yaml', text).errors.map(formatContentError);

const bracket = (place: string, open: string, kind: string, close: string) =>
  `pages.yaml:${place}: the ${kind} opened with "${open}" here is never closed. Add "${close}" at its end`;

describe('brackets and quotes never closed', () => {
  it('places an unclosed "{" where it opens, as for "["', () => {
    expect(syntaxErrors('image: { src: /images/x.svg\ntitle: Home\n')).toEqual([bracket('1:8', '{', 'set of fields', '}')]);
    expect(syntaxErrors('keywords: [Quran\ntitle: Home\n')).toEqual([bracket('1:11', '[', 'list', ']')]);
  });

  it('names the last bracket left open on the line', () => {
    expect(syntaxErrors('links: [{ to: /a }, [b\ntitle: Home\n')).toEqual([bracket('1:21', '[', 'list', ']')]);
    expect(syntaxErrors('keywords: [[Quran], [Tajweed\ntitle: Home\n')).toEqual([bracket('1:21', '[', 'list', ']')]);
  });

  it('gives the parser\'s own words when the bracket is too far above to be found', () => {
    expect(syntaxErrors(`keywords: [Quran,\n${'  Tajweed,\n'.repeat(25)}title: Home\n`)).toEqual([
      'pages.yaml:27:1: YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });

  it('places an unclosed double quote where it opens, past the texts closed before it', () => {
    expect(syntaxErrors('a: "x"\nb: \'y\'\nc: "z\nd: 1\n')).toEqual([
      'pages.yaml:3:4: the text opened with " here is never closed, so everything after it reads as one text. Add the closing " at the end of the text (or remove this one)',
    ]);
  });

  it('places an unclosed single quote where it opens', () => {
    expect(syntaxErrors("heading: 'Learn from home\ntext: Hello\n")).toEqual([
      "pages.yaml:1:10: the text opened with ' here is never closed, so everything after it reads as one text. Add the closing ' at the end of the text (or remove this one)",
    ]);
  });
});

describe('the explanation chosen', () => {
  it('speaks of an unclosed quote only when the parser misses a closing quote', () => {
    expect(syntaxErrors('a: [x\nb: "y"\n')).toEqual([bracket('1:4', '[', 'list', ']')]);
    expect(syntaxErrors('a: b: c\nd: "e"\n')).toEqual([
      'pages.yaml:1:4: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes: a: "b: c"',
    ]);
  });

  it('names a mistake that is not about indentation, not the misplaced field just below it', () => {
    expect(syntaxErrors('a:\n  b: 1\n  c: @x\n d: 2\n')).toEqual(['pages.yaml:3:6: YAML syntax: Plain value cannot start with reserved character @']);
  });

  it('names the first mistake, not a misplaced field further down', () => {
    expect(syntaxErrors('title: Home\nnote\nblocks:\n  - type: hero\n   heading: Hi\n')).toEqual([
      'pages.yaml:2:1: YAML syntax: Implicit keys need to be on a single line',
    ]);
  });

  it('names the first mistake in the file, though the parser reports one further on before it', () => {
    // A list of actions opened with "[" and written as items: the parser names the items' fields first.
    expect(syntaxErrors('blocks:\n  - type: hero\n    actions: [\n      - label: Join\n        to: /contact\n')).toEqual([
      'pages.yaml:4:7: YAML syntax: Block collections are not allowed within flow collections',
    ]);
  });

  it('speaks of an unclosed bracket only when the parser misses a closing bracket', () => {
    // "[" inside a plain text is only a character.
    expect(syntaxErrors('a:\n  title: Learn [more\n   c: 1\n')).toEqual([
      'pages.yaml:3:4: wrong indentation: "c" starts at column 4, but "title" on line 2 starts at column 3. Fields of the same item start at the same column (a field\'s own fields go 2 spaces further); use spaces to line it up',
    ]);
  });
});

describe('tabs', () => {
  const tab = 'a tab indents this line, and YAML only accepts spaces for indentation. Replace the tab with spaces, lining the text up with the lines around it';

  it('names a tab on the line after the one the parser stopped at', () => {
    expect(syntaxErrors('a: 1\nb: [x\nc: 2\n\td: 3\n')).toEqual([`pages.yaml:4:1: ${tab}`]);
  });

  it('leaves a tab alone two lines below the one the parser stopped at', () => {
    expect(syntaxErrors('a: [x\nc: 2\nd: 3\n\te: 4\n')).toEqual([bracket('1:4', '[', 'list', ']')]);
  });

  it('leaves a tab alone further down, and one in a comment', () => {
    expect(syntaxErrors('a: [x\nc: 2\nd: 3\ne: 4\n\tf: 5\n')).toEqual([bracket('1:4', '[', 'list', ']')]);
    expect(syntaxErrors('a:\n\t# a note\n  b: [1\nc: 2\n')).toEqual([bracket('3:6', '[', 'list', ']')]);
  });
});

describe('a value with ": " in it', () => {
  it('shows the value quoted, with its own quotes escaped', () => {
    expect(syntaxErrors('heading: Say "hi": now\n')).toEqual([
      'pages.yaml:1:10: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes: heading: "Say \\"hi\\": now"',
    ]);
  });

  it('in a list item, quotes the field of the item', () => {
    expect(syntaxErrors('items:\n  - title: Learn: from home\n')).toEqual([
      'pages.yaml:2:12: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes: title: "Learn: from home"',
    ]);
  });

  it('quotes the value without the spaces after it', () => {
    expect(syntaxErrors('heading: Learn: more   \n')).toEqual([
      'pages.yaml:1:10: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes: heading: "Learn: more"',
    ]);
  });

  it('in a list inside a list, quotes the field it belongs to', () => {
    expect(syntaxErrors('- - a: b: c\n')).toEqual([
      'pages.yaml:1:8: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes: a: "b: c"',
    ]);
  });

  it('offers no quoted copy when the line has no field name before the value', () => {
    expect(syntaxErrors(': b: c\n')).toEqual([
      'pages.yaml:1:3: this value has ": " in it, which YAML reads as the start of another field. Put the whole value in quotes',
    ]);
  });

  it('is not told to quote a value already in quotes', () => {
    expect(syntaxErrors('heading: "Learn": from home\n')).toEqual(['pages.yaml:1:10: YAML syntax: Nested mappings are not allowed in compact mappings']);
  });
});

describe('indentation', () => {
  const rest = "Fields of the same item start at the same column (a field's own fields go 2 spaces further); use spaces to line it up";

  it('names the field it should line up with, inside or outside', () => {
    expect(syntaxErrors('a:\n  b:\n    c: 1\n      d: 2\n')).toEqual([
      `pages.yaml:4:7: wrong indentation: "d" starts at column 7, but "c" on line 3 starts at column 5. ${rest}`,
    ]);
    expect(syntaxErrors('a:\n  b:\n    c: 1\n   d: 2\n')).toEqual([
      `pages.yaml:4:4: wrong indentation: "d" starts at column 4, but "c" on line 3 starts at column 5. ${rest}`,
    ]);
  });

  it('lines a field up with the field above it, past comments, in list items with any spaces after the "-"', () => {
    expect(syntaxErrors('a:\n  b:\n    c: 1\n    # note\n     d: 2\n')).toEqual([
      `pages.yaml:5:6: wrong indentation: "d" starts at column 6, but "c" on line 3 starts at column 5. ${rest}`,
    ]);
    expect(syntaxErrors('items:\n  -   title: A\n      text: B\n    more: C\n')).toEqual([
      `pages.yaml:4:5: wrong indentation: "more" starts at column 5, but "text" on line 3 starts at column 7. ${rest}`,
    ]);
  });

  it('names a field written left of the fields it belongs with, under a field that opens them', () => {
    expect(syntaxErrors('a:\n  b:\n c: 1\n')).toEqual([`pages.yaml:3:2: wrong indentation: "c" starts at column 2, but "b" on line 2 starts at column 3. ${rest}`]);
  });

  it('names the first field of the file when the second does not line up with it', () => {
    expect(syntaxErrors('   a: 1\n b: 2\n')).toEqual([`pages.yaml:2:2: wrong indentation: "b" starts at column 2, but "a" on line 1 starts at column 4. ${rest}`]);
    expect(syntaxErrors('  - a\nb: 1\n')).toEqual([`pages.yaml:2:1: wrong indentation: "b" starts at column 1, but the line on line 1 starts at column 5. ${rest}`]);
    // The first field sets the column, wherever it starts.
    expect(syntaxErrors('  title: Home\n    heading: Hi\n')).toEqual([
      `pages.yaml:2:5: wrong indentation: "heading" starts at column 5, but "title" on line 1 starts at column 3. ${rest}`,
    ]);
  });

  it('lines the first field up with nothing in the comments that open the file', () => {
    expect(syntaxErrors('# The site\n  title: Home\n   heading: Hi\n')).toEqual([
      `pages.yaml:3:4: wrong indentation: "heading" starts at column 4, but "title" on line 2 starts at column 3. ${rest}`,
    ]);
    expect(syntaxErrors('  # The site\ntitle: Home\n heading: Hi\n')).toEqual([
      `pages.yaml:3:2: wrong indentation: "heading" starts at column 2, but "title" on line 2 starts at column 1. ${rest}`,
    ]);
  });

  it('calls a misplaced line with no field name "this line"', () => {
    expect(syntaxErrors('a:\n  b: 1\n more text\n')).toEqual([
      `pages.yaml:3:2: wrong indentation: this line starts at column 2, but "b" on line 2 starts at column 3. ${rest}`,
    ]);
  });

  it('passes over empty lines and lines of spaces above the misplaced field', () => {
    const message = `pages.yaml:5:2: wrong indentation: "d" starts at column 2, but "b" on line 2 starts at column 3. ${rest}`;
    expect(syntaxErrors('a:\n  b:\n    c: 1\n\n d: 2\n')).toEqual([message]);
    expect(syntaxErrors('a:\n  b:\n    c: 1\n  \n d: 2\n')).toEqual([message]);
  });

  it('names the nearest field further out when the field above is further away', () => {
    expect(syntaxErrors('a:\n  b:\n    c: 1\n d: 2\n')).toEqual([`pages.yaml:4:2: wrong indentation: "d" starts at column 2, but "b" on line 2 starts at column 3. ${rest}`]);
    expect(syntaxErrors('a:\n  b:\n    c:\n      d: 1\n   e: 2\n')).toEqual([
      `pages.yaml:5:4: wrong indentation: "e" starts at column 4, but "c" on line 3 starts at column 5. ${rest}`,
    ]);
  });

  it('names the deeper of two fields equally near', () => {
    expect(syntaxErrors('a:\n  b:\n    c:\n      d: 1\n     e: 2\n')).toEqual([
      `pages.yaml:5:6: wrong indentation: "e" starts at column 6, but "d" on line 4 starts at column 7. ${rest}`,
    ]);
    expect(syntaxErrors('a:\n  b:\n    c: 1\n  d: 2\n e: 3\n')).toEqual([
      `pages.yaml:5:2: wrong indentation: "e" starts at column 2, but "d" on line 4 starts at column 3. ${rest}`,
    ]);
  });

  it('passes over a blank line between list items when looking for the fields further out', () => {
    expect(syntaxErrors('routes:\n  - path: /\n\n  - path: /about\n title: About\n')).toEqual([
      `pages.yaml:5:2: wrong indentation: "title" starts at column 2, but "routes" on line 1 starts at column 1. ${rest}`,
    ]);
  });

  describe('in a page\'s list of blocks', () => {
    /** A page with a hero and a list of steps, its lines numbered from 1, with `changes` replacing some of them. */
    const page = (changes: Record<number, string>) => {
      const lines = ['routes:', '  - path: /', '    blocks:', '      - type: hero', '        text: |', '          Read the Quran', '      - type: steps', '        items:', '          - title: Join', '            text: Sign up'];
      for (const [line, text] of Object.entries(changes)) lines[Number(line) - 1] = text;
      return `${lines.join('\n')}\n`;
    };

    it('names the block\'s field above a field of the block indented too far', () => {
      expect(syntaxErrors(page({ 8: '          items:' }))).toEqual([
        `pages.yaml:8:11: wrong indentation: "items" starts at column 11, but "type" on line 7 starts at column 9. ${rest}`,
      ]);
    });

    it('lets the items of a field start further in when a comment or spaces follow its ":"', () => {
      const message = `pages.yaml:10:14: wrong indentation: "text" starts at column 14, but "title" on line 9 starts at column 13. ${rest}`;
      expect(syntaxErrors(page({ 8: '        items: # the steps', 10: '             text: Sign up' }))).toEqual([message]);
      expect(syntaxErrors(page({ 8: '        items:  ', 10: '             text: Sign up' }))).toEqual([message]);
    });

    it('names the nearer field further out, not the text of a block scalar above it', () => {
      expect(syntaxErrors(page({ 10: '         text: Sign up' }))).toEqual([
        `pages.yaml:10:10: wrong indentation: "text" starts at column 10, but "items" on line 8 starts at column 9. ${rest}`,
      ]);
      expect(syntaxErrors(page({ 9: '             - title: Join' }))).toEqual([
        `pages.yaml:10:13: wrong indentation: "text" starts at column 13, but "title" on line 9 starts at column 16. ${rest}`,
      ]);
    });
  });

  it('speaks of "the line" above when it holds no field', () => {
    expect(syntaxErrors('a: |\n  text\n b: 2\n')).toEqual([`pages.yaml:3:2: wrong indentation: "b" starts at column 2, but the line on line 2 starts at column 3. ${rest}`]);
  });
});

describe('list items', () => {
  const rest = 'Items of one list start their "-" at the same column, under the field that holds the list; use spaces to line it up';

  it('names the route a route written at the start of the line should line up with, rather than asking for quotes', () => {
    const message = `wrong indentation: "path" starts at column 1, but "path" on line 2 starts at column 3. ${rest}`;
    expect(syntaxErrors('routes:\n  - path: /\n    title: Home\n- path: /about\n    title: About\n')).toEqual([`pages.yaml:4:1: ${message}`]);
    expect(syntaxErrors('routes:\n  - path: /\n    title: Home\n\n- path: /about\n')).toEqual([`pages.yaml:5:1: ${message}`]);
  });

  it('names the nearest item of the lists above, past a value written over several lines', () => {
    expect(syntaxErrors('blocks:\n  - type: hero\n    items:\n      - a\n - type: steps\n')).toEqual([
      `pages.yaml:5:2: wrong indentation: "type" starts at column 2, but "type" on line 2 starts at column 3. ${rest}`,
    ]);
    expect(syntaxErrors('blocks:\n  - type: hero\n    text: |\n      Read\n    - type: steps\n')).toEqual([
      `pages.yaml:5:5: wrong indentation: "type" starts at column 5, but "type" on line 2 starts at column 3. ${rest}`,
    ]);
  });

  it('speaks of "this item" and "the item" when neither holds a field, in a list or a list inside a list', () => {
    const message = `pages.yaml:3:2: wrong indentation: this item starts at column 2, but the item on line 2 starts at column 3. ${rest}`;
    expect(syntaxErrors('links:\n  - /a\n - /b\n')).toEqual([message]);
    expect(syntaxErrors('- - a\n  - b\n - c\n')).toEqual([message]);
  });

  it('passes over a line of spaces or a comment between two items, however far in it starts', () => {
    const message = `pages.yaml:4:2: wrong indentation: this item starts at column 2, but the item on line 2 starts at column 3. ${rest}`;
    expect(syntaxErrors('links:\n  - /a\n  \n - /b\n')).toEqual([message]);
    expect(syntaxErrors('links:\n  - /a\n # note\n - /b\n')).toEqual([message]);
  });

  it('names the deeper of two items equally near', () => {
    expect(syntaxErrors('blocks:\n  - type: steps\n    items:\n      - title: Join\n  - type: hero\n    heading: Hi\n    - type: quote\n')).toEqual([
      `pages.yaml:7:5: wrong indentation: "type" starts at column 5, but "title" on line 4 starts at column 7. ${rest}`,
    ]);
  });

  it('names the field that opens a list whose first item is left of it', () => {
    expect(syntaxErrors('page:\n  links:\n - /a\n')).toEqual([`pages.yaml:3:2: wrong indentation: this item starts at column 2, but "links" on line 2 starts at column 3. ${rest}`]);
  });

  it('finds the items of a list that starts on the first line, past blank lines and comments', () => {
    expect(syntaxErrors('- title: Join\n  text: Sign up\n - title: Learn\n')).toEqual([
      `pages.yaml:3:2: wrong indentation: "title" starts at column 2, but "title" on line 1 starts at column 1. ${rest}`,
    ]);
    const message = `pages.yaml:5:4: wrong indentation: "type" starts at column 4, but "type" on line 2 starts at column 3. ${rest}`;
    expect(syntaxErrors('blocks:\n  - type: hero\n\n    heading: Hi\n   - type: steps\n')).toEqual([message]);
    expect(syntaxErrors('blocks:\n  - type: hero\n  # the heading\n    heading: Hi\n   - type: steps\n')).toEqual([message]);
  });

  it('counts a lone "-" as an item, and a " - " inside a value as no item', () => {
    const message = (line: number) => `pages.yaml:${line}:2: wrong indentation: this item starts at column 2, but the item on line 2 starts at column 3. ${rest}`;
    expect(syntaxErrors('links:\n  - /a\n -\n')).toEqual([message(3)]);
    expect(syntaxErrors('links:\n  -\n    a: 1\n - b\n')).toEqual([message(4)]);
    expect(syntaxErrors('a:\n  - b: 1\n c: x - y\n')).toEqual([
      `pages.yaml:3:2: wrong indentation: "c" starts at column 2, but "a" on line 1 starts at column 1. Fields of the same item start at the same column (a field's own fields go 2 spaces further); use spaces to line it up`,
    ]);
  });

  it('lines an item up as a field when no list is around it', () => {
    expect(syntaxErrors('items:\n  - title: Join\n    text: Sign up\n     - title: Learn\n')).toEqual([
      `pages.yaml:4:6: wrong indentation: "title" starts at column 6, but "text" on line 3 starts at column 5. Fields of the same item start at the same column (a field's own fields go 2 spaces further); use spaces to line it up`,
    ]);
  });
});

describe('other mistakes', () => {
  it('names a field written twice inside another, with the line of the first', () => {
    expect(syntaxErrors('site:\n  name: A\n  name: B\n')).toEqual(['pages.yaml:3:3: the field "name" is written twice here (first on line 2). Keep one of them']);
  });

  it('names a field written twice at the top, in a list item, or inside braces', () => {
    expect(syntaxErrors('a: 1\nb: 2\na: 3\n')).toEqual(['pages.yaml:3:1: the field "a" is written twice here (first on line 1). Keep one of them']);
    expect(syntaxErrors('- a: 1\n  a: 2\n')).toEqual(['pages.yaml:2:3: the field "a" is written twice here (first on line 1). Keep one of them']);
    expect(syntaxErrors('a:\n  b: 1\n  c: {d: 1, d: 2}\n')).toEqual(['pages.yaml:3:13: the field "d" is written twice here (first on line 3). Keep one of them']);
    // A field with no name among them is passed over.
    expect(syntaxErrors('? \n: 1\na: 2\na: 3\n')).toEqual(['pages.yaml:4:1: the field "a" is written twice here (first on line 3). Keep one of them']);
  });

  it("gives the first line of the parser's own words for anything else", () => {
    expect(syntaxErrors('a: b\n---\nc: [\n')).toEqual(['pages.yaml:2:1: YAML syntax: Source contains multiple documents; please use YAML.parseAllDocuments()']);
  });

  it('reports nothing in valid YAML', () => {
    expect(syntaxErrors('- Learn: from home\n- { to: /a }\n')).toEqual([]);
    expect(syntaxErrors('routes:\n- path: /\n- path: /about\n')).toEqual([]);
  });
});
