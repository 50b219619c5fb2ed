import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../../../scripts/engine/content/loadSite';
import * as yamlSource from '../../../../scripts/engine/content/yamlSource';
import { loadPartialSite } from '../../../../scripts/engine/dev/partialSite';
import { collectionNames } from '../../../../src/schema/collections';
import { REPO_ROOT } from '../../../support/repository';
import { fixtureCopies } from '../../support/fixtureSite';

/*
 * pages.yaml and each collection are read and parsed once for a whole run: by the template
 * expansion, the validation and, when the site is broken, the dev server's partial site alike.
 */

vi.mock(import('../../../../scripts/engine/content/yamlSource'), async (original) => {
  const actual = await original();
  return { ...actual, parseYamlSource: vi.fn(actual.parseYamlSource) };
});

const fixtureWith = fixtureCopies('read-once-');
const everyFile = ['pages.yaml', ...collectionNames.map((name) => `content/${name}.yaml`)];

/** The files parsed while `run` runs, each as often as it was parsed. */
function parsedWhile(run: () => unknown): string[] {
  const parse = vi.mocked(yamlSource.parseYamlSource);
  parse.mockClear();
  run();
  return parse.mock.calls.map(([file]) => file).sort();
}

describe('each content file', () => {
  it('is parsed once when the site loads, its templates making pages from three collections', { timeout: 30_000 }, () => {
    // The Urdu translation's files are read once too: its pages, messages and the collections it translates.
    const folder = join(REPO_ROOT, 'content/translations/ur');
    const urdu = [
      ...readdirSync(folder).filter((file) => file.endsWith('.yaml')),
      ...readdirSync(join(folder, 'messages')).map((file) => `messages/${file}`),
    ].map((file) => `content/translations/ur/${file}`);
    expect(parsedWhile(() => expect(loadSite(REPO_ROOT).data).toBeDefined())).toEqual([...everyFile, ...urdu].sort());
  });

  it('is parsed once when the dev server keeps the pages a broken site can still draw', () => {
    const root = fixtureWith(['content/team.yaml', 'bgColor: green', 'bgColor: purple']);
    expect(parsedWhile(() => expect(loadPartialSite(root).errors).not.toEqual([]))).toEqual([...everyFile].sort());
  });
});
