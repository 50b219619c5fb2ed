import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory (bytes) of a process and all its descendants, read from /proc. */
function treeResidentBytes(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces; the fields after its closing parenthesis are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  const stack = [root];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RunFigures {
  readonly seconds: number;
  /** The highest total resident memory of the command's whole process tree, sampled every 100 ms. */
  readonly peakBytes: number;
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly output: string;
}

/** Runs a shell command, timing it and sampling the memory of everything it starts. */
export function measureCommand(command: string, options: { cwd: string; timeoutMs: number; env?: NodeJS.ProcessEnv }): Promise<RunFigures> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn('bash', ['-c', command], { cwd: options.cwd, env: options.env ?? process.env, detached: true });
    const { pid } = child;
    if (pid === undefined) throw new Error(`bash could not be started to run: ${command}`);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peakBytes = 0;
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeResidentBytes(pid))), 100);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('exit', (exitCode) => {
      clearInterval(sampler);
      clearTimeout(timer);
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes, exitCode, timedOut, output });
    });
  });
}
