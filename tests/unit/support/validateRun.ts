import { validateSite } from '../../../scripts/engine/validate/validateSite';

export interface ValidateRun {
  readonly status: number | null;
  readonly stdout: string[];
  readonly stderr: string[];
}

/**
 * `npm run validate` in `root` as its command runs it, in this process: the exit code it would
 * exit with, and its lines on each stream (console.log's on stdout, warn's and error's on stderr).
 */
export function validateInProcess(root: string, env: NodeJS.ProcessEnv): ValidateRun {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = validateSite(root, env, { log: (line) => stdout.push(line), warn: (line) => stderr.push(line), error: (line) => stderr.push(line) });
  return { status, stdout, stderr };
}
