import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentAnnotation, escapeData, escapeProperty, formatAnnotation, annotationsWanted } from '../../../../scripts/engine/content/annotations';
import { REPO_ROOT } from '../../../support/repository';
import { validateInProcess } from '../../support/validateRun';

describe('formatAnnotation', () => {
  it('writes an error with its file, line, column and title', () => {
    expect(
      formatAnnotation({ level: 'error', file: 'content/team.yaml', line: 7, col: 93, title: '[2].bgColor', message: 'expected one of "green", "gold"' }),
    ).toBe('::error file=content/team.yaml,line=7,col=93,title=[2].bgColor::expected one of "green", "gold"');
  });

  it('escapes newlines and percent signs in the message, and also commas and colons in properties', () => {
    const line = formatAnnotation({
      level: 'error',
      file: 'content/texts/a,b:c.md',
      line: 1,
      col: 1,
      title: 'routes[0]: a, b',
      message: '100% wrong:\r\nsee, here',
    });
    expect(line).toBe('::error file=content/texts/a%2Cb%3Ac.md,line=1,col=1,title=routes[0]%3A a%2C b::100%25 wrong:%0D%0Asee, here');
    // One command is one line: the runner would end it at a raw newline.
    expect(line).not.toMatch(/[\r\n]/);
  });

  it('escapes % first, so an escape already in the text is kept as written', () => {
    expect(escapeData('%0A')).toBe('%250A');
    expect(escapeProperty('%2C,')).toBe('%252C%2C');
  });

  it('writes a warning, and leaves out line and column for a problem with the whole file', () => {
    expect(formatAnnotation({ level: 'warning', file: 'content/schemas/team.schema.json', title: 'Stale JSON Schema', message: 'regenerate it' })).toBe(
      '::warning file=content/schemas/team.schema.json,title=Stale JSON Schema::regenerate it',
    );
  });
});

describe('contentAnnotation', () => {
  const error = { file: 'pages.yaml', line: 9, column: 8, path: 'site.url', message: 'placeholder value left in site settings' };

  it('takes the data path as the title', () => {
    expect(contentAnnotation('warning', error)).toBe('::warning file=pages.yaml,line=9,col=8,title=site.url::placeholder value left in site settings');
  });

  it('gives problems without a data path (YAML syntax errors) a generic title', () => {
    expect(contentAnnotation('error', { ...error, path: '' })).toBe('::error file=pages.yaml,line=9,col=8,title=Content error::placeholder value left in site settings');
  });
});

describe('annotationsWanted', () => {
  it('is true only where the runner sets GITHUB_ACTIONS=true, and VALIDATE_ANNOTATIONS=false turns it off', () => {
    expect(annotationsWanted({ GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(annotationsWanted({ GITHUB_ACTIONS: 'true', VALIDATE_ANNOTATIONS: 'false' })).toBe(false);
    expect(annotationsWanted({ CI: 'true' })).toBe(false);
    expect(annotationsWanted({})).toBe(false);
  });
});

/*
 * End to end: `npm run validate` (validateSite, as its command runs it) on a temporary copy of the
 * real site with one broken file, as a pull request's CI run would see it.
 */
describe('npm run validate on GitHub Actions', () => {
  const REPO = REPO_ROOT;
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** A copy of pages.yaml and content/ with `bgColor: teal` misspelt in content/team.yaml. */
  function brokenSite(): { root: string; line: number; col: number } {
    const root = mkdtempSync(join(tmpdir(), 'annotations-'));
    folders.push(root);
    cpSync(join(REPO, 'pages.yaml'), join(root, 'pages.yaml'));
    cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
    const file = join(root, 'content/team.yaml');
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf('bgColor: teal');
    expect(at, 'bgColor: teal in content/team.yaml').toBeGreaterThan(-1);
    writeFileSync(file, text.replace('bgColor: teal', 'bgColor: teel'));
    const before = text.slice(0, at + 'bgColor: '.length);
    return { root, line: before.split('\n').length, col: before.length - before.lastIndexOf('\n') };
  }

  // The test itself may run on GitHub Actions: the variables are set either way.
  const validate = (root: string, githubActions: string) => validateInProcess(root, { GITHUB_ACTIONS: githubActions, VALIDATE_ANNOTATIONS: '' });

  it('prints the error as an annotation on the broken line, besides the plain error line', () => {
    const { root, line, col } = brokenSite();
    const run = validate(root, 'true');
    expect(run.status).toBe(1);

    const plain = run.stderr.filter((text) => text.startsWith('error: '));
    const annotations = run.stdout.filter((text) => text.startsWith('::error '));
    expect(plain).toHaveLength(1);
    expect(annotations).toHaveLength(1);

    const prefix = `error: content/team.yaml:${line}:${col}: `;
    expect(plain[0]?.startsWith(prefix), plain[0]).toBe(true);
    const [path, ...rest] = (plain[0] ?? '').slice(prefix.length).split(': ');
    const message = rest.join(': ');
    expect(message).toContain('"teel"');
    expect(annotations[0]).toBe(`::error file=content/team.yaml,line=${line},col=${col},title=${escapeProperty(path ?? '')}::${escapeData(message)}`);
    // The real site's placeholder warnings come as warning annotations, one per plain warning.
    expect(run.stdout.filter((text) => text.startsWith('::warning ')).length).toBe(run.stderr.filter((text) => text.startsWith('warning: ')).length);
  }, 60_000);

  it('elsewhere prints the error alone, at its file, line and column, with what was expected and what was found', () => {
    const { root, line, col } = brokenSite();
    const run = validate(root, '');
    expect(run.status).toBe(1);
    expect(run.stderr.filter((text) => !text.startsWith('warning: '))).toEqual([
      `error: content/team.yaml:${line}:${col}: [2].bgColor: expected one of "green", "gold", "teal", "rose", "indigo", "sand", found "teel". Did you mean "teal"?`,
    ]);
    expect(run.stdout.at(-1)).toMatch(/: 1 error, \d+ warnings?$/);
    expect([...run.stdout, ...run.stderr].filter((text) => text.startsWith('::'))).toEqual([]);
  }, 60_000);
});
