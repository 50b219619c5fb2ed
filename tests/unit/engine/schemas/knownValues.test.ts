import { describe, expect, it } from 'vitest';
import { CONTENT_EXAMPLES_COMMENT, readKnownValues, withoutContentExamples } from '../../../../scripts/engine/schemas/knownValues';
import { tempFolders } from '../../support/tempFolders';

/*
 * The routes and text files the JSON Schemas offer an editor as completions, read from the content,
 * and the schemas as the staleness checks compare them: without those suggestions.
 */

const siteWith = tempFolders('known-values-');

describe('the routes offered', () => {
  it('are every path and alias declared, once each, sorted, leaving out the not-found route and paths without "/"', () => {
    const pages = [
      'routes:',
      '  - { path: /team, aliases: [/instructors, /Team] }',
      '  - { path: /, title: Home }',
      '  - { path: contact }',
      '  - { path: "*" }',
      '  - template: course',
      '  - { path: /team }',
    ].join('\n');
    expect(readKnownValues(siteWith({ 'pages.yaml': pages })).routes).toEqual(['/', '/Team', '/instructors', '/team']);
  });

  // A stand-in entry in place of a missing routes list (a mutant) declares no path, so it is equivalent.
  it('are none when pages.yaml is missing, is not YAML, or has no routes list', () => {
    expect(readKnownValues(siteWith({})).routes).toEqual([]);
    expect(readKnownValues(siteWith({ 'pages.yaml': 'routes: [\n' })).routes).toEqual([]);
    expect(readKnownValues(siteWith({ 'pages.yaml': 'site: { name: A }\n' })).routes).toEqual([]);
  });
});

describe('the text files offered', () => {
  it('are the Markdown files under content/texts at any depth, as a `file:` names them, sorted', () => {
    const root = siteWith(
      { 'content/texts/team.md': '', 'content/texts/about/intro.md': '', 'content/texts/notes.txt': '', 'content/other.md': '', 'content/public/a.md': '' },
      ['content/texts/folder.md'],
    );
    expect(readKnownValues(root).textFiles).toEqual(['texts/about/intro.md', 'texts/team.md']);
  });

  it('are none without a content/texts folder', () => {
    expect(readKnownValues(siteWith({ 'content/other.md': '' })).textFiles).toEqual([]);
  });
});

describe('a schema without the suggestions read from the content', () => {
  it('loses the examples and comment marked as read from the content, at any depth, and nothing else', () => {
    const schema = {
      type: 'object',
      $comment: 'written by hand',
      examples: ['kept'],
      properties: {
        to: { type: 'string', $comment: CONTENT_EXAMPLES_COMMENT, examples: ['/a', '/b'], pattern: '^/' },
        list: { type: 'array', items: [{ $comment: CONTENT_EXAMPLES_COMMENT, examples: ['x'], type: 'string' }, 'plain', 3, null] },
      },
    };
    expect(withoutContentExamples(schema)).toEqual({
      type: 'object',
      $comment: 'written by hand',
      examples: ['kept'],
      properties: { to: { type: 'string', pattern: '^/' }, list: { type: 'array', items: [{ type: 'string' }, 'plain', 3, null] } },
    });
  });
});
