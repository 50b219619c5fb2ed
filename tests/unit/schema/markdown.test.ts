import { describe, expect, it } from 'vitest';
import { withValidationContext, type ValidationContext } from '../../../src/schema/context';
import { markdown } from '../../../src/schema/markdown';
import { markdownSections, splitSections } from '../../../src/schema/markdownSections';
import type { z } from 'zod';

/*
 * Markdown as editors write it: site settings quoted into it, problems placed where they were
 * written (in the text as written, before any setting was quoted in), main titles refused, and
 * texts split at their "## " headings. markdown-safety.test.ts covers what is refused for safety.
 * Problems are zod's "custom" issues, which the content report places in the Markdown file when
 * they carry a place there (zodIssues.test.ts).
 *
 * Mutants of these files that survive, each equivalent:
 * - Treating any value that is no text or number as a set of settings: a boolean has no entries,
 *   so it quotes nothing either way.
 * - Counting any token of depth 1 as a main title: of marked's tokens, only headings have a depth.
 * - A stand-in in the list of Markdown files offered when a file is missing and the validation
 *   run lists none: no file is named like it, so nothing is suggested either way.
 * - "## " matched with one space rather than one or more: the title is trimmed either way.
 * - Rendering a part before the first heading that is only blank lines: marked renders it as nothing.
 */

const html = (found: string, where: string) => `Markdown may not carry HTML, found ${found} at ${where}`;

function context(settings: unknown, files: Record<string, string> = {}): ValidationContext {
  return { routes: new Set(['/', '/contact']), collections: new Map(), fileExists: () => true, readText: (path) => files[path], settings };
}

/** Where in a Markdown file a problem is, for the report to be made there; a custom issue's only parameter. */
const paramsOf = (issue: z.core.$ZodIssue) => ('params' in issue ? issue.params : undefined);

/** The HTML and the problems of `source` parsed as `markdown` in a validation run with `settings`. */
function parse(source: string | { file: string }, settings: unknown = {}, files: Record<string, string> = {}) {
  const result = withValidationContext(context(settings, files), () => markdown.safeParse(source));
  return { html: result.data, problems: result.error?.issues.map((issue) => issue.message) ?? [], issues: result.error?.issues ?? [] };
}

describe('site settings quoted into Markdown', () => {
  it('quotes a text or a number setting by its dotted path', () => {
    const settings = { legal: { country: 'Pakistan', founded: 2012 } };
    expect(parse('Registered in {{legal.country}} since {{ legal.founded }}.', settings)).toMatchObject({
      html: '<p>Registered in Pakistan since 2012.</p>\n',
      problems: [],
    });
  });

  it('names a setting that is not there, offering the nearest, and one left empty', () => {
    const settings = { legal: { country: 'Pakistan', state: null } };
    expect(parse('{{legal.countri}} and {{legal.state}}', settings).problems).toEqual([
      '"{{legal.countri}}" names no site setting. Did you mean "legal.country"?',
      '"{{legal.state}}" names no site setting.',
    ]);
  });

  it('leaves a quoted setting as written, unreported, outside a validation run', () => {
    const result = markdown.safeParse('Registered in {{legal.country}}.');
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toBe('<p>Registered in {{legal.country}}.</p>\n');
  });

  describe('places a problem in the text as written', () => {
    const settings = { a: 'A much longer value', b: 'B' };

    it('right after a setting', () => {
      expect(parse('{{b}}<i>', settings).problems).toEqual([html('"<i>"', 'line 1, column 6 of this Markdown')]);
      expect(parse('{{a}}<i>', settings).problems).toEqual([html('"<i>"', 'line 1, column 6 of this Markdown')]);
    });

    it('before a setting, and between two', () => {
      expect(parse('x <i> {{a}}', settings).problems).toEqual([html('"<i>"', 'line 1, column 3 of this Markdown')]);
      expect(parse('{{a}} <i> {{b}}', settings).problems).toEqual([html('"<i>"', 'line 1, column 7 of this Markdown')]);
    });

    it('after settings that grew and shrank the text', () => {
      expect(parse('{{a}} {{b}} <i>', settings).problems).toEqual([html('"<i>"', 'line 1, column 13 of this Markdown')]);
      expect(parse('{{b}} {{a}} <i>', settings).problems).toEqual([html('"<i>"', 'line 1, column 13 of this Markdown')]);
    });

    it('right after a setting quoted as empty text, not at its "{{"', () => {
      expect(parse('{{none}}<i>', { ...settings, none: '' }).problems).toEqual([html('"<i>"', 'line 1, column 9 of this Markdown')]);
      expect(parse('{{a}} {{none}}<i>', { ...settings, none: '' }).problems).toEqual([html('"<i>"', 'line 1, column 15 of this Markdown')]);
    });

        it('inside a quoted setting, at its "{{"', () => {
      expect(parse('{{a}} and {{risky}}', { ...settings, risky: 'x <i>' }).problems).toEqual([html('"<i>"', 'line 1, column 11 of this Markdown')]);
    });
  });
});

describe('a second main title', () => {
  it('is named as a "#" heading, even indented', () => {
    expect(parse('   # Welcome\n\nText.').problems).toEqual([
      'a "#" heading makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead',
    ]);
  });

  it('is named as an underlined heading when written so', () => {
    expect(parse('Welcome\n=======\n\nText.').problems).toEqual([
      'a heading underlined with "=" makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead',
    ]);
  });
});

describe('a problem whose place in the text cannot be found', () => {
  // A tab that indents a list item's paragraph is read as spaces, so the token's text is nowhere in the Markdown.
  const lostHtml = '- One\n\n\t<div>Two</div>\n';
  const lostTitle = '- One\n\n\t# Two\n';

  it('is named without a place when the Markdown is inline', () => {
    expect(parse(lostHtml).problems).toEqual([html('"<div>Two</div>"', 'this Markdown')]);
  });

  it('names the file, and is reported at the value naming it, when the Markdown is kept in a file', () => {
    const files = { 'texts/list.md': lostHtml, 'texts/title.md': lostTitle };
    const { issues } = parse({ file: 'texts/list.md' }, {}, files);
    expect(issues.map((issue) => ({ message: issue.message, params: paramsOf(issue) }))).toEqual([{ message: html('"<div>Two</div>"', 'content/texts/list.md'), params: undefined }]);
    const title = parse({ file: 'texts/title.md' }, {}, files).issues;
    expect(title.map(paramsOf)).toEqual([undefined]);
  });

  it('is placed in the file when it can be found there', () => {
    const { issues } = parse({ file: 'texts/x.md' }, {}, { 'texts/x.md': 'One.\n\n# Two\n' });
    expect(issues.map((issue) => ({ code: issue.code, params: paramsOf(issue) }))).toEqual([
      {
        code: 'custom',
        params: {
          at: {
            file: 'content/texts/x.md',
            line: 3,
            column: 1,
            message: 'a "#" heading makes a second main title (h1) on the page, which has one already (its page header or hero). Use "##" or deeper instead',
          },
        },
      },
    ]);
  });
});

describe('a Markdown file that is not there', () => {
  it('is named, with the nearest file, in a validation run', () => {
    const withFiles: ValidationContext = { ...context({}), markdownFiles: () => ['texts/about.md', 'texts/contact.md'] };
    const result = withValidationContext(withFiles, () => markdown.safeParse({ file: 'texts/abut.md' }));
    expect(result.error?.issues.map(({ code, message }) => ({ code, message }))).toEqual([
      { code: 'custom', message: 'file "content/texts/abut.md" does not exist. Did you mean "texts/about.md"?' },
    ]);
  });

  it('is named, with no suggestion, when the run lists no files, or outside a run', () => {
    expect(parse({ file: 'texts/abut.md' }).problems).toEqual(['file "content/texts/abut.md" does not exist']);
    expect(markdown.safeParse({ file: 'texts/abut.md' }).error?.issues.map((issue) => issue.message)).toEqual(['file "content/texts/abut.md" does not exist']);
  });
});

describe('Markdown split at its "## " headings', () => {
  it('keeps a text without headings whole, as the part before them', () => {
    expect(splitSections('Just one paragraph.\n')).toEqual({ intro: 'Just one paragraph.\n', sections: [] });
  });

  it('splits at "## " only, trimming each title, with the line its body starts on', () => {
    expect(splitSections('Intro.\n##  First  \nBody one.\n### Inside\n\n## Second\nBody two.\n')).toEqual({
      intro: 'Intro.\n',
      sections: [
        { title: 'First', body: 'Body one.\n### Inside\n\n', bodyLine: 3 },
        { title: 'Second', body: 'Body two.\n', bodyLine: 7 },
      ],
    });
  });

  it('does not take "##" inside a line, or without a space, for a heading', () => {
    expect(splitSections('Call ## 5\n##Tight\n').sections).toEqual([]);
  });

  it('gives a heading on the last line, with no line after it, an empty body', () => {
    expect(splitSections('Intro.\n## Last  ')).toEqual({ intro: 'Intro.\n', sections: [{ title: 'Last', body: '', bodyLine: 2 }] });
  });

  it('renders each part, with no intro when nothing stands before the first heading', () => {
    expect(markdownSections.parse('\n\n## One\nFirst.\n## Two\nSecond.\n')).toEqual({
      intro: '',
      sections: [
        { title: 'One', html: '<p>First.</p>\n' },
        { title: 'Two', html: '<p>Second.</p>\n' },
      ],
    });
    expect(markdownSections.parse('Before.\n## One\nFirst.\n').intro).toBe('<p>Before.</p>\n');
  });

  it('places a problem in an inline text by its line in the whole text', () => {
    const result = markdownSections.safeParse('Intro.\n\n## One\n\nFine.\n\n## Two\n\nSee <b>this</b>.\n');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      html('"<b>"', 'line 9, column 5 of this Markdown'),
      html('"</b>"', 'line 9, column 12 of this Markdown'),
    ]);
  });
});
