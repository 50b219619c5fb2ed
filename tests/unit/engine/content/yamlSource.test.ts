import { describe, expect, it } from 'vitest';
import { formatPath, parseYamlSource, positionOf } from '../../../../scripts/engine/content/yamlSource';

/*
 * Where a value sits in a YAML file, by its path in the data: the line and column an editor's
 * message points at. Three mutants of positionOf and its lookup survive, equivalent: the parser
 * gives every pair of a set of fields a key node, even one written with no name (": value"), so the
 * check for a pair without one decides nothing; and every node it makes has its place (two checks
 * for one that has none).
 */

const TEXT = [
  'site:', // 1
  '  name: Academy', // 2
  '  years:', // 3
  '    2025: Opened', // 4
  '  empty:', // 5
  'routes:', // 6
  '  - path: /', // 7
  '    blocks:', // 8
  '      - { type: hero, heading: Hi }', // 9
  '', // 10
].join('\n');

const at = (path: (string | number)[], atKey = false) => {
  const { source } = parseYamlSource('pages.yaml', TEXT);
  const { line, column } = positionOf(source, path, atKey);
  return `${line}:${column}`;
};

describe('the place of a value', () => {
  it.each([
    [['site', 'name'], '2:9'],
    [['routes', 0, 'path'], '7:11'],
    [['routes', 0, 'blocks', 0, 'heading'], '9:32'],
    // zod names a key YAML read as a number by its text.
    [['site', 'years', '2025'], '4:11'],
    [['routes', 0], '7:5'],
    [[], '1:1'],
  ])('%j is at %s', (path, place) => {
    expect(at(path)).toBe(place);
  });

  it('is its key, when asked for the key (an unknown field)', () => {
    expect(at(['site', 'name'], true)).toBe('2:3');
    expect(at(['routes', 0, 'blocks', 0, 'type'], true)).toBe('9:11');
  });

  it('is just after the key of a field written with no value, or the key itself inside braces', () => {
    expect(at(['site', 'empty'])).toBe('5:9');
    expect(at(['site', 'empty', 'title'])).toBe('5:9');
    const { source } = parseYamlSource('pages.yaml', 'image: { src, alt: A }\n');
    expect(positionOf(source, ['image', 'src'])).toEqual({ line: 1, column: 10 });
    expect(positionOf(source, ['image', 'src', 'x'])).toEqual({ line: 1, column: 10 });
  });

  it('is the deepest value there is, for a path that goes further than the file', () => {
    expect(at(['site', 'phone'])).toBe('2:3');
    expect(at(['site', 'name', 0])).toBe('2:9');
    expect(at(['routes', 3, 'path'])).toBe('7:3');
    expect(at(['routes', 'first'])).toBe('7:3');
  });

  it('is found in a list by a number only, not by a name written in digits', () => {
    expect(at(['routes', 0, 'path'])).toBe('7:11');
    expect(at(['routes', '0', 'path'])).toBe('7:3');
  });

  it('is found past a field with no name', () => {
    const { source } = parseYamlSource('pages.yaml', '? \n: 1\nname: A\n');
    expect(positionOf(source, ['name'])).toEqual({ line: 3, column: 7 });
  });

  it('is the start of an empty file', () => {
    const { source } = parseYamlSource('pages.yaml', '');
    expect(positionOf(source, ['site', 'name'])).toEqual({ line: 1, column: 1 });
  });
});

describe('a path as an editor reads it', () => {
  it.each([
    [[], ''],
    [['site'], 'site'],
    [['routes', 4, 'blocks', 1, 'title'], 'routes[4].blocks[1].title'],
    [[0, 'id'], '[0].id'],
  ])('%j is "%s"', (path, text) => {
    expect(formatPath(path)).toBe(text);
  });
});

describe('a file read', () => {
  it('keeps its name, and reports its first syntax error at its line and column', () => {
    const { source, errors } = parseYamlSource('content/team.yaml', 'a: 1\nb: [2\nc: 3\n');
    expect(source.file).toBe('content/team.yaml');
    expect(errors).toEqual([
      { file: 'content/team.yaml', line: 2, column: 4, path: '', message: 'the list opened with "[" here is never closed. Add "]" at its end' },
    ]);
  });

  it('refuses a key written twice', () => {
    expect(parseYamlSource('pages.yaml', 'a: 1\na: 2\n').errors).toHaveLength(1);
  });
});
