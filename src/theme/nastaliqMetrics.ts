/**
 * Noto Nastaliq Urdu's vertical metrics, per 1000 units of its em (its hhea ascender and descender,
 * which its OS/2 table repeats): its letters reach 1.9 em above the baseline and 0.6 em below.
 */
export const NASTALIQ_METRICS = { ascent: 1904, descent: 596 } as const;
