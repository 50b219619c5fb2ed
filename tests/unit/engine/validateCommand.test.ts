import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/repository';
import { validateInProcess, type ValidateRun } from '../support/validateRun';

/*
 * `npm run validate`, run where an editor runs it: in a folder holding pages.yaml and content/, here
 * a temporary copy of the site. Its exit code is what CI and `npm test` go by, so each way it can
 * fail is checked by the code, not only by what it prints. The command itself (tsx
 * scripts/engine/validate.ts) runs once, on the failing copy, to show that its exit code is the
 * one validateSite returns; the other runs, here and in tests/unit/engine/content/annotations.test.ts,
 * call validateSite in this process (each command started cost some seconds of loading).
 */

const REPO = REPO_ROOT;
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function copyOfSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'validate-'));
  folders.push(root);
  cpSync(join(REPO, 'pages.yaml'), join(root, 'pages.yaml'));
  cpSync(join(REPO, 'content'), join(root, 'content'), { recursive: true });
  return root;
}

/** The command itself, in a process of its own. */
function validateCommand(root: string): Promise<ValidateRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(REPO, 'node_modules/.bin/tsx'), [join(REPO, 'scripts/engine/validate.ts')], {
      cwd: root,
      // Plain output, as on an editor's machine, even when this test runs on GitHub Actions.
      env: { ...process.env, GITHUB_ACTIONS: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const lines = (text: string) => text.split('\n').filter(Boolean);
      resolve({ status, stdout: lines(stdout), stderr: lines(stderr) });
    });
  });
}

const FIX = 'does not match the zod schemas (missing, stale or no longer generated); run npm run schemas';

describe('npm run validate', () => {
  let staleRun: Promise<ValidateRun>;

  beforeAll(() => {
    // One schema edited by hand, one deleted, and one left over from a collection since removed.
    const stale = copyOfSite();
    const team = join(stale, 'content/schemas/team.schema.json');
    writeFileSync(team, readFileSync(team, 'utf8').replace('"additionalProperties": false', '"additionalProperties": true'));
    rmSync(join(stale, 'content/schemas/faq.schema.json'));
    writeFileSync(join(stale, 'content/schemas/lessons.schema.json'), '{}\n');
    // Started first, so that it runs while this process checks the good copy.
    staleRun = validateCommand(stale);
  });

  it('passes the site as it is: exit code 0 and no error, warnings allowed', () => {
    const run = validateInProcess(copyOfSite(), { GITHUB_ACTIONS: '' });
    expect(run.stderr.filter((line) => !line.startsWith('warning: '))).toEqual([]);
    expect(run.stdout.at(-1)).toMatch(/^pages\.yaml and \d+ collections: 0 errors, \d+ warnings?$/);
    expect(run.status).toBe(0);
  }, 60_000);

  it('fails on stale JSON Schemas, naming each file and the command that regenerates them, and the command exits with 1', async () => {
    const run = await staleRun;
    expect(run.stderr.filter((line) => !line.startsWith('warning: '))).toEqual([
      `error: content/schemas/faq.schema.json: ${FIX}`,
      `error: content/schemas/lessons.schema.json: ${FIX}`,
      `error: content/schemas/team.schema.json: ${FIX}`,
    ]);
    expect(run.stdout.at(-1)).toMatch(/: 3 errors, \d+ warnings?$/);
    expect(run.status).toBe(1);
  }, 60_000);
});
