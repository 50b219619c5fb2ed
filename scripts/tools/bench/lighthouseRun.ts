import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The audits that cost points outside performance, so a missed 100 says why. */
  readonly failing: readonly string[];
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster; a mid-range phone scores about 1000).
   * Simulated throttling multiplies the main thread's observed work by 4 whatever the machine, so the
   * blocking time of two runs compares only on machines of like index.
   */
  readonly benchmarkIndex: number;
  /** Where the LCP's time went: time to first byte, load delay, load time, render delay (ms). */
  readonly lcpPhases: Readonly<Record<string, number>>;
  /** The scripts with the most main-thread time (ms, under the throttling), most first. */
  readonly scriptTime: readonly { readonly url: string; readonly ms: number }[];
  /** The main thread's time by kind of work (style and layout, script evaluation, parsing...), in ms. */
  readonly mainThread: Readonly<Record<string, number>>;
}

type TableItem = Readonly<Record<string, unknown>>;
interface Details {
  readonly type?: string;
  readonly items?: readonly (TableItem & Details)[];
}

/** A table's rows as name → whole milliseconds, from the rows that hold both columns. */
function millisecondsBy(items: readonly TableItem[], name: string, value: string): Record<string, number> {
  const rows = items.filter((item) => typeof item[name] === 'string' && typeof item[value] === 'number');
  return Object.fromEntries(rows.map((item) => [item[name] as string, Math.round(item[value] as number)]));
}

/** The LCP phase table inside the LCP element audit's details (a list of tables). */
function lcpPhases(details: Details | undefined): Record<string, number> {
  const tables = details?.type === 'list' ? (details.items ?? []) : [];
  return millisecondsBy(tables.flatMap((table) => table.items ?? []), 'phase', 'timing');
}

function scriptTime(details: Details | undefined): { url: string; ms: number }[] {
  return (details?.items ?? [])
    .filter((item) => typeof item.url === 'string' && typeof item.total === 'number')
    .map((item) => ({ url: new URL(item.url as string, 'http://x').pathname, ms: Math.round(item.total as number) }))
    .slice(0, 5);
}

function mainThread(details: Details | undefined): Record<string, number> {
  return millisecondsBy(details?.items ?? [], 'group', 'duration');
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface RunOptions {
  /** Every JavaScript request blocked: the same page as plain HTML and CSS, the floor its LCP is held to. */
  readonly withoutScripts?: boolean;
  /**
   * Keep what the site stored on the device (the owner's sign-in, the local store's blogs), which
   * Lighthouse otherwise clears with the HTTP cache before the run; `coldLoadKeepingSignIn` empties
   * the cache itself.
   */
  readonly keepStorage?: boolean;
}

/** Lighthouse's mobile run (simulated throttling) of one URL. */
export async function lighthouseRun(url: string, port: number, options: RunOptions = {}, attempts = 3): Promise<LighthouseFigures> {
  const { withoutScripts = false, keepStorage = false } = options;
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: withoutScripts ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
    ...(withoutScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // Now and then a trace comes back without a navigation or a paint; such a run measures nothing.
  if (runtimeError || !audits['largest-contentful-paint']?.numericValue) {
    if (attempts > 1) return lighthouseRun(url, port, options, attempts - 1);
    throw new Error(`Lighthouse could not measure ${url}: ${runtimeError?.message ?? 'no LCP'}`);
  }
  const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    lcpPhases: lcpPhases(audits['largest-contentful-paint-element']?.details as Details | undefined),
    scriptTime: scriptTime(audits['bootup-time']?.details as Details | undefined),
    mainThread: mainThread(audits['mainthread-work-breakdown']?.details as Details | undefined),
  };
}
