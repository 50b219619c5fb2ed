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
  };
}
