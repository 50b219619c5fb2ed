import { spawnSync } from 'node:child_process';

/** The parts of `npm audit --json` (report version 2) that the summary shows. */
export interface NpmAuditReport {
  auditReportVersion: number;
  vulnerabilities: Record<string, { name: string; severity: string; range: string; isDirect: boolean; via: (string | { title?: string; url?: string })[] }>;
  metadata: { vulnerabilities: Record<string, number>; dependencies?: Record<string, number> };
}

export type NpmAuditAnswer = { ok: true; report: NpmAuditReport } | { ok: false; reason: string };

/**
 * Runs `npm audit --json` in the project. npm exits 1 both when it finds vulnerabilities and when the
 * registry refuses the question, so the answer is told apart by what the JSON holds.
 */
export function runNpmAudit(cwd: string): NpmAuditAnswer {
  const run = spawnSync('npm', ['audit', '--json'], { cwd, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { ok: false, reason: run.error.message };
  let parsed: Partial<NpmAuditReport> & { message?: string; error?: { summary?: string } };
  try {
    parsed = JSON.parse(run.stdout);
  } catch {
    return { ok: false, reason: `npm audit printed no JSON (exit ${run.status}): ${run.stderr.trim().split('\n').at(-1) ?? ''}` };
  }
  if (parsed.vulnerabilities && parsed.metadata) return { ok: true, report: parsed as NpmAuditReport };
  return { ok: false, reason: parsed.message || parsed.error?.summary || `npm audit exited ${run.status} without a report` };
}
