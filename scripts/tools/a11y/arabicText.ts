export interface UnmarkedArabic {
  /** Text nodes with Arabic-script letters and no ancestor marked lang="ar" or lang="ur". */
  readonly count: number;
  /** The first few, shortened. */
  readonly samples: string[];
}

/**
 * Runs inside the page: counts text in Arabic script that is not marked as Arabic or Urdu, so
 * screen readers read it with the wrong voice and browsers may pick the wrong font. Script and
 * style elements are skipped; hidden text counts, since assistive technology may still reach it.
 */
export function unmarkedArabicText(): UnmarkedArabic {
  const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const samples: string[] = [];
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template') || !arabic.test(node.textContent ?? '')) continue;
    const lang = parent.closest('[lang]')?.getAttribute('lang')?.toLowerCase() ?? '';
    if (/^(ar|ur)(-|$)/.test(lang)) continue;
    count++;
    if (samples.length < 3) samples.push((node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40));
  }
  return { count, samples };
}
