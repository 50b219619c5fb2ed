import { spawnSync } from 'node:child_process';
import { z } from 'zod';

/** The parts of `npm audit --json` (report version 2) that the summary shows. */
const npmAuditReport = z.object({
  auditReportVersion: z.number(),
  vulnerabilities: z.record(
    z.string(),
    z.object({
      name: z.string(),
      severity: z.string(),
      range: z.string(),
      isDirect: z.boolean(),
      via: z.array(z.union([z.string(), z.object({ title: z.string().optional(), url: z.string().optional() })])),
    }),
  ),
  metadata: z.object({ vulnerabilities: z.record(z.string(), z.number()), dependencies: z.record(z.string(), z.number()).optional() }),
});

export type NpmAuditReport = z.output<typeof npmAuditReport>;

/** What npm prints instead of a report when the registry refuses the question; an empty text says nothing. */
const npmAuditFailure = z.object({
  message: z.string().min(1).optional().catch(undefined),
  error: z.object({ summary: z.string().min(1).optional().catch(undefined) }).optional().catch(undefined),
});

export type NpmAuditAnswer = { ok: true; report: NpmAuditReport } | { ok: false; reason: string };

/**
 * Runs `npm audit --json` in the project. npm exits 1 both when it finds vulnerabilities and when the
 * registry refuses the question, so the answer is told apart by what the JSON holds.
 */
export function runNpmAudit(cwd: string): NpmAuditAnswer {
  const run = spawnSync('npm', ['audit', '--json'], { cwd, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { ok: false, reason: run.error.message };
  let parsed: unknown;
  try {
    parsed = JSON.parse(run.stdout);
  } catch {
    return { ok: false, reason: `npm audit printed no JSON (exit ${run.status}): ${run.stderr.trim().split('\n').at(-1) ?? ''}` };
  }
  const report = npmAuditReport.safeParse(parsed);
  if (report.success) return { ok: true, report: report.data };
  const failure = npmAuditFailure.safeParse(parsed);
  const said = failure.success ? (failure.data.message ?? failure.data.error?.summary) : undefined;
  return { ok: false, reason: said ?? `npm audit exited ${run.status} without a report` };
}
