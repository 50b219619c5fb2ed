/** Vowel marks that Quranic and classical Arabic carry and Urdu prose leaves out: tanwin, shadda, sukun. */
const ARABIC_MARKS = /[\u064B-\u064D\u0651\u0652]/u;

/** A run of Arabic-script words the Markdown renderer marked as Arabic or Urdu inside another language's text. */
const MARKED_RUN = /<span lang="(ar|ur)" dir="rtl">([^<]*)<\/span>/g;

/**
 * HTML drawn from Markdown, for a page in a language written in the Arabic script (Urdu): a run
 * marked as Urdu is the page's own language, and so is a run marked as Arabic only because it lacks
 * the letters only Urdu has ("معیار"); both lose their mark, which would switch the voice and the
 * typeface. A run with Arabic's vowel marks stays Arabic: a quoted ayah or supplication.
 */
export function unmarkOwnScript(html: string, language: string): string {
  if (!html.includes('<span lang="')) return html;
  return html.replace(MARKED_RUN, (whole, marked: string, run: string) => (marked === language || !ARABIC_MARKS.test(run) ? run : whole));
}

/** An entity (kept whole), or a run of Latin words: "WCAG 2.2", "Tab", "axe-core". */
const ENTITY_OR_LATIN_RUN = /(&[#\w]+;)|([A-Za-z][\w.+#'’-]*(?:[ \u00A0]+[A-Za-z0-9][\w.+#'’-]*)*)/g;

/**
 * HTML drawn from Markdown, for a page in a right-to-left language: each run of Latin words in its
 * text marked as English, so a screen reader reads it with an English voice, and it keeps its own
 * typeface and runs left to right inside the line.
 */
export function markLatinRuns(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(ENTITY_OR_LATIN_RUN, (whole, entity: string | undefined) => (entity ? whole : `<span lang="en" dir="ltr">${whole}</span>`))))
    .join('');
}
