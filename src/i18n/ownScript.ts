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

/** A character reference as HTML writes it: `&amp;`, `&#x27;` (React's apostrophe), `&nbsp;`. */
const ENTITY = '&(?:#\\d+|#x[\\da-fA-F]+|[A-Za-z]+);';
/** A word's letters and digits (with the accents a transliteration sets on them: "Qurʾān"). */
const WORD_CHARACTER = '[\\p{Script=Latin}\\p{Mn}\\d_]';
/**
 * A Latin word: a Latin letter comes before any sign ("Tajweed", "2nd"; digits alone are read alike
 * in every voice), and it holds what joins the parts of a name or an address ("Al-Noor", "Qur’an",
 * "Q&A", "info@example.org"); "C++" and "C#" keep their signs.
 */
const WORD = `\\d*\\p{Script=Latin}${WORD_CHARACTER}*(?:(?:[.'’@/:+_-]|${ENTITY})+${WORD_CHARACTER}+)*[+#]*`;
/** A number after a word, in any of the ways it is written ("2.2", "0300-1234567", "2:255"). */
const NUMBER = `\\d+(?:[.,:/-]\\d+)*`;
/** Spaces and punctuation between the words of one English stretch ("Terms & Conditions", "Dr. Ali"). */
const GAP = `(?:[\\s.,:;!?/"'’‘“”*=+–—-]|${ENTITY})+`;
/** Words and the numbers after them. */
const WORDS = `${WORD}(?:${GAP}(?:${WORD}|${NUMBER}))*`;
/**
 * A word, or words in brackets, taken with both brackets: a bracket the mark left outside would be
 * drawn mirrored, in the Urdu's direction ("Islamic Rules (Shariah(").
 */
const ITEM = `(?:${WORD}|\\(${WORDS}\\)|\\[${WORDS}\\])`;
/**
 * A run of Latin words, with the numbers and punctuation between them. The bidirectional algorithm
 * draws such a stretch left to right as one, as it draws a number that follows a Latin word; marked
 * word by word, each word isolated, they would be laid out right to left ("Conditions & Terms"), and
 * a number after the mark would take the Urdu's direction. Urdu's own punctuation ("،" "۔") ends a run.
 */
const LATIN_RUN = `${ITEM}(?:${GAP}(?:${ITEM}|${NUMBER}))*`;
/** An entity, matched first so that its name ("amp") is never taken for a word, or a run. */
const ENTITY_OR_LATIN_RUN = new RegExp(`(${ENTITY})|${LATIN_RUN}`, 'gu');

/** The mark of an English run inside right-to-left text: an English voice, and its own direction. */
const markRun = (whole: string, entity: string | undefined) => (entity ? whole : `<span lang="en" dir="ltr">${whole}</span>`);

/**
 * A text node's Latin runs marked. A text that holds more than its runs is wrapped whole in a plain
 * span: in a flex or grid container (a button with an icon) each piece of text would otherwise become
 * an item of its own, spaced apart by the container's gap; wrapped, it stays one item, as it was.
 */
function markText(text: string): string {
  const marked = text.replace(ENTITY_OR_LATIN_RUN, markRun);
  if (marked === text) return text;
  return text.replace(ENTITY_OR_LATIN_RUN, (whole, entity: string | undefined) => entity ?? '').trim() ? `<span>${marked}</span>` : marked;
}

/** One piece of a plain text: a run of Latin words, or what stands between runs. */
export interface TextPiece {
  readonly text: string;
  readonly latin: boolean;
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const unescapeText = (html: string) => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * A plain text (not HTML) cut into its runs of Latin words and what lies between them, by the same
 * rule the pass over a page's HTML marks them with: for text an island draws itself, which that pass
 * leaves alone. Joined again, the pieces are the text.
 */
export function latinRuns(text: string): TextPiece[] {
  const html = escapeText(text);
  const pieces: TextPiece[] = [];
  let last = 0;
  const add = (piece: string, latin: boolean) => piece && pieces.push({ text: unescapeText(piece), latin });
  for (const match of html.matchAll(ENTITY_OR_LATIN_RUN)) {
    if (match[1]) continue;
    add(html.slice(last, match.index), false);
    add(match[0], true);
    last = match.index + match[0].length;
  }
  add(html.slice(last), false);
  return pieces;
}

/** Elements whose content is not HTML to read through but text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/**
 * Elements whose text is left as written: text that is not prose (code, keys a reader presses, what
 * a program prints), text that cannot hold an element (a select's options, a template, SVG and MathML's
 * own text), and the raw text elements.
 */
const LEFT_AS_WRITTEN = new Set([...RAW_TEXT, 'template', 'svg', 'math', 'select', 'option', 'optgroup', 'datalist', 'code', 'kbd', 'samp', 'pre', 'var']);

/** A comment, a start or end tag (its attributes quoted or not), a stretch of text, or a lone "<". */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

interface Open {
  readonly name: string;
  /** Whether the text inside it is marked. */
  readonly marks: boolean;
}

/**
 * HTML for a page in a right-to-left language (`language`, "ur"): each run of Latin words in its text
 * marked as English, so a screen reader reads it with an English voice (WCAG 3.1.2), and it keeps its
 * own typeface and runs left to right inside the line. Only text between tags changes: attributes
 * (alt, aria-label, href, a meta's content) are left as written, as is the text of an element whose
 * language is already said (`lang`, a mark made before: marking twice changes nothing), the elements
 * of LEFT_AS_WRITTEN, and the elements named in `leave` (the page leaves its islands, whose markup the
 * browser draws again from their props and must find as the server drew it).
 */
export function markLatinRuns(html: string, language: string, leave: Iterable<string> = []): string {
  const left = new Set([...LEFT_AS_WRITTEN, ...leave]);
  const open: Open[] = [];
  const tokens = new RegExp(TOKEN);
  let drawn = '';
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    const [whole, closing, tag, attributes = ''] = token;
    if (!tag) {
      drawn += whole.startsWith('<') || open.at(-1)?.marks === false ? whole : markText(whole);
      continue;
    }
    drawn += whole;
    const name = tag.toLowerCase();
    if (closing) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at >= 0) open.length = at;
    } else if (RAW_TEXT.has(name)) {
      const end = new RegExp(`</${name}`, 'gi');
      end.lastIndex = tokens.lastIndex;
      const to = end.exec(html)?.index ?? html.length;
      drawn += html.slice(tokens.lastIndex, to);
      tokens.lastIndex = to;
    } else if (!VOID.has(name) && !attributes.trimEnd().endsWith('/')) {
      const lang = LANG_ATTRIBUTE.exec(attributes);
      const ownLanguage = !lang || (lang[1] ?? lang[2] ?? lang[3] ?? '').toLowerCase().split('-')[0] === language;
      open.push({ name, marks: (open.at(-1)?.marks ?? true) && ownLanguage && !left.has(name) });
    }
  }
  return drawn;
}
