import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { fill, plural } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { excerptSegments } from '../../services/search/excerptSegments';
import { indexQuery } from '../../services/search/ayahReference';
import { markMatches, type MarkedSegment } from '../../services/search/markMatches';
import { siteSearch, type SearchAnswer, type SearchHit } from '../../services/search/siteSearch';
import { translatedKeys } from '../../services/search/translatedKeys';
import { button, container, section } from '../../theme/shared.css';
import { Field } from '../../ui/Field';
import { control } from '../../ui/formFields.css';
import type { IslandProps } from '../define';
import type { KindNames } from './kindNames';
import type { SearchResultsBlock } from './schema';
import * as styles from './searchResults.css';

interface Section {
  readonly label: string;
  readonly items: readonly { readonly label: string; readonly to: string }[];
}

/** The search page's texts, in the page's language: its own words where the block gives none, its controls' and its status line's. */
type SearchText = Omit<Messages['search'], 'kinds'>;

export type SearchResultsProps = IslandProps<
  SearchResultsBlock,
  /** `language`: the code of the page's language, whose titles and addresses a reader's result takes where its record has them. */
  { sections: readonly Section[]; pagePath: string; text: SearchText; kindNames: KindNames; formats: LocaleFormats; language: string }
>;

/** Results drawn at a time; "Show more results" draws the next ones. */
const PAGE = 10;
/**
 * Results follow every key. What is announced and kept waits for a pause in the typing this long:
 * the status line (read out by screen readers, which would otherwise spell out a count per letter)
 * and the query in the address.
 */
const TYPING_PAUSE_MS = 200;

type Outcome =
  | { readonly state: 'idle' }
  | { readonly state: 'searching'; readonly query: string }
  // Offline, the index answers from the parts kept on this device: finding nothing may mean a part is missing.
  // `kind` is the kind the results were found in: the status line names it, not the one chosen since.
  | { readonly state: 'found'; readonly query: string; readonly kind: string; readonly answer: SearchAnswer; readonly hits: readonly SearchHit[]; readonly offline: boolean; readonly moreFailed?: boolean }
  | { readonly state: 'failed'; readonly query: string; readonly offline: boolean };

/** What the address asks for: /search?q=…&kind=… */
function fromAddress(): { query: string; kind: string } {
  const params = new URLSearchParams(window.location.search);
  return { query: params.get('q') ?? '', kind: params.get('kind') ?? '' };
}

function addressFor(query: string, kind: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (kind) params.set('kind', kind);
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ''}`;
}

const askedKey = (query: string, kind: string) => JSON.stringify([query, kind]);

/** What the status line says of an outcome, in the page's language; `kindName` names the kind it was found in, if any. */
function statusText(outcome: Outcome, kindName: (kind: string) => string, text: SearchText['status'], formats: LocaleFormats): string {
  switch (outcome.state) {
    case 'idle':
      return '';
    case 'searching':
      return text.searching;
    case 'found': {
      const { total } = outcome.answer;
      if (total === 0 && outcome.offline) return text.noneOffline;
      const kind = outcome.kind;
      const values = { query: outcome.query, kind: kindName(kind) };
      if (total === 0) return fill(kind ? text.noneIn : text.none, values);
      return `${plural(kind ? text.foundIn : text.found, total, formats, values)}${outcome.moreFailed ? text.moreFailed : ''}`;
    }
    case 'failed':
      return outcome.offline ? text.failedOffline : text.failed;
  }
}

function Marked({ segments }: { segments: readonly MarkedSegment[] }) {
  return segments.map((segment, index) => (segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text));
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/u;
/** Letters Urdu writes and Arabic does not (ی ک ہ ھ ے ں ٹ ڈ ڑ ۃ): a query with one is read as Urdu first. */
const URDU_LETTERS = /[\u06CC\u06A9\u06C1\u06BE\u06D2\u06BA\u0679\u0688\u0691\u06C3]/u;

interface Line {
  readonly text: string;
  readonly lang: string;
  readonly dir: 'rtl' | undefined;
  readonly className: string;
}

/** The first of `lines` that holds the query's words, marked. Marking reads every letter of a line, and a result is drawn at every key: the lines after it are not read. */
function firstMarked(lines: readonly Line[], query: string): (Line & { segments: MarkedSegment[] }) | undefined {
  for (const line of lines) {
    const segments = markMatches(line.text, query);
    if (segments.some((segment) => segment.marked)) return { ...line, segments };
  }
  return undefined;
}

/**
 * A reader's result (an ayah, a surah) shows the line the words were found in, marked: its Urdu or
 * Arabic for a query in Arabic script (Urdu first where the query has Urdu's own letters), its
 * English or its transliteration for a query in Latin letters, and, when the match was its name or
 * its number, the line in the page's language (the Urdu on the Urdu page), else the English. The
 * index holds these lines only in the form queries are reduced to, so they come as written from the
 * record's meta, never from the index's excerpt.
 */
function ReaderLine({ meta, query, language }: { meta: Readonly<Record<string, string>>; query: string; language: string }) {
  const arabic: Line = { text: meta.ar ?? '', lang: 'ar', dir: 'rtl', className: styles.arabic };
  const urdu: Line = { text: meta.ur ?? '', lang: 'ur', dir: 'rtl', className: styles.urdu };
  const english: Line = { text: meta.en ?? '', lang: 'en', dir: undefined, className: styles.excerpt };
  const transliteration: Line = { text: meta.tr ?? '', lang: 'en', dir: undefined, className: styles.transliteration };
  const lines = URDU_LETTERS.test(query) ? [urdu, arabic, english] : ARABIC_SCRIPT.test(query) ? [arabic, urdu, english] : [english, transliteration, arabic, urdu];
  const unmarked = [urdu, english].find((line) => line.lang === language && line.text) ?? english;
  const shown = firstMarked(lines, query) ?? { ...unmarked, segments: markMatches(unmarked.text, '') };
  return (
    <p lang={shown.lang} dir={shown.dir} className={shown.className}>
      <Marked segments={shown.segments} />
    </p>
  );
}

function Result({ hit, query, kind, language, focusRef }: { hit: SearchHit; query: string; kind: string; language: string; focusRef?: (link: HTMLAnchorElement | null) => void }) {
  // A page in another language than the search page's (an Urdu page) is written in it: its title and excerpt say so.
  const written = { lang: hit.meta.lang, dir: hit.meta.dir };
  const translated = translatedKeys(language);
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <a href={hit.meta[translated.url] ?? hit.url} ref={focusRef} {...written}>
          {hit.meta[translated.title] ?? hit.title}
        </a>
      </h2>
      {kind && <p className={styles.kind}>{kind}</p>}
      {hit.meta.en !== undefined ? (
        <ReaderLine meta={hit.meta} query={query} language={language} />
      ) : (
        <p className={styles.excerpt} {...written}>
          <Marked segments={excerptSegments(hit.excerpt)} />
        </p>
      )}
    </li>
  );
}

/**
 * The search page: a GET form (it works as a plain form before the island wakes, and without
 * JavaScript), results that follow the typing, and the query kept in the address, so Back and
 * Forward and a shared link show the same results. Before anything is searched it says how to
 * search and lists the menu's sections.
 */
export function SearchResults({ block, sections, pagePath, text, kindNames, formats, language }: SearchResultsProps) {
  const words = {
    label: block.label ?? text.page.label,
    help: block.help ?? text.page.help,
    sectionsHeading: block.sectionsHeading ?? text.page.sectionsHeading,
    notSearched: block.notSearched.text ?? text.page.notSearched,
    notSearchedLink: block.notSearched.label ?? text.page.notSearchedLink,
  };
  const names = new Map(kindNames);
  /** A kind the catalog does not name (a new section) is shown as the index names it, and listed after those it names. */
  const nameOf = (kind: string) => names.get(kind) ?? kind;
  const placeOf = (kind: string) => {
    const place = kindNames.findIndex(([named]) => named === kind);
    return place === -1 ? kindNames.length : place;
  };
  const say = (shown: Outcome) => statusText(shown, nameOf, text.status, formats);
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const [kinds, setKinds] = useState<readonly string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  /** While the visitor types, the status line keeps what it said before the first key, until the pause. */
  const [heldStatus, setHeldStatus] = useState<string>();
  /** A search is under way whose results are not drawn yet: the results shown are about to change. */
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);
  /** The query and kind of the latest search begun, so that sending what the typing already searched does not search it again. */
  const latestAsked = useRef('');
  const queryField = useRef<HTMLInputElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstNewResult = useRef<number | undefined>(undefined);
  const queryId = useId();
  const kindId = useId();

  /**
   * The kinds the index holds, for the filter: read with the first search, or as the visitor
   * reaches for the form. A visit to the page with nothing searched loads no part of the index.
   */
  const kindsAsked = useRef(false);
  const loadKinds = () => {
    if (kindsAsked.current) return;
    kindsAsked.current = true;
    void siteSearch()
      .then((search) => search.kinds())
      .then((counts) => setKinds(Object.keys(counts).sort((a, b) => placeOf(a) - placeOf(b) || (a < b ? -1 : a > b ? 1 : 0))))
      .catch(() => {
        kindsAsked.current = false;
      });
  };

  const run = async (text: string, filter: string) => {
    const asked = ++latest.current;
    const trimmed = text.trim();
    latestAsked.current = askedKey(trimmed, filter);
    if (!trimmed) {
      setOutcome({ state: 'idle' });
      setBusy(false);
      return;
    }
    setBusy(true);
    // The results shown stay until the next ones come: no flash of an empty list between two keys.
    setOutcome((shown) => (shown.state === 'found' ? shown : { state: 'searching', query: trimmed }));
    loadKinds();
    try {
      const search = await siteSearch();
      const answer = await search.search(indexQuery(trimmed), filter || undefined);
      // Overtaken by the next key: its results would never be shown, so none of them is fetched.
      if (asked !== latest.current) return;
      const hits = await answer.read(0, PAGE);
      if (asked !== latest.current) return;
      setOutcome({ state: 'found', query: trimmed, kind: filter, answer, hits, offline: !navigator.onLine });
      setBusy(false);
    } catch {
      if (asked !== latest.current) return;
      setOutcome({ state: 'failed', query: trimmed, offline: !navigator.onLine });
      setBusy(false);
    }
  };

  /** Searches the query now; at the pause, says what was found and keeps the query in the address. */
  const typed = (text: string, filter = kind) => {
    setQuery(text);
    setHeldStatus((held) => held ?? say(outcome));
    void run(text, filter);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      window.history.replaceState(window.history.state, '', addressFor(text.trim(), filter));
      setHeldStatus(undefined);
    }, TYPING_PAUSE_MS);
  };

  // The address is read once awake (the page was drawn at build time, with nothing searched), and again on Back and Forward.
  useEffect(() => {
    const follow = () => {
      // A query still being typed belongs to the page left: its pause must not write it into the address.
      clearTimeout(typingTimer.current);
      setHeldStatus(undefined);
      const asked = fromAddress();
      setQuery(asked.query);
      setKind(asked.kind);
      void run(asked.query, asked.kind);
    };
    // The island wakes as the visitor reaches for the form: what they typed before it woke is searched.
    const typedBeforeWaking = queryField.current?.value ?? '';
    const asked = fromAddress();
    if (!asked.query && typedBeforeWaking.trim()) {
      setKind(asked.kind);
      typed(typedBeforeWaking, asked.kind);
    } else {
      follow();
    }
    if (queryField.current?.form?.contains(document.activeElement)) loadKinds();
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      clearTimeout(typingTimer.current);
    };
    // Once, as the page wakes: `run` reads the latest query through refs and writes through state setters only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filtered = (filter: string) => {
    // The query is searched now, in this kind: a pause still pending would write the kind it was typed in into the address.
    clearTimeout(typingTimer.current);
    setHeldStatus(undefined);
    setKind(filter);
    window.history.replaceState(window.history.state, '', addressFor(query.trim(), filter));
    void run(query, filter);
  };

  const submitted = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(typingTimer.current);
    setHeldStatus(undefined);
    const address = addressFor(query.trim(), kind);
    if (address !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', address);
    if (latestAsked.current !== askedKey(query.trim(), kind) || outcome.state === 'failed') void run(query, kind);
  };

  const showMore = async () => {
    if (outcome.state !== 'found') return;
    const asked = latest.current;
    let more: SearchHit[];
    try {
      more = await outcome.answer.read(outcome.hits.length, PAGE);
    } catch {
      // The results shown stay; the status line says the next ones did not come (offline, say).
      if (asked === latest.current) setOutcome({ ...outcome, moreFailed: true });
      return;
    }
    // Searched again while they were read: they are the earlier query's, and must not replace the new results.
    if (asked !== latest.current) return;
    firstNewResult.current = outcome.hits.length;
    setOutcome({ ...outcome, hits: [...outcome.hits, ...more], moreFailed: false });
  };

  // Focus moves to the first of the results just shown, never back to the page's start.
  const focusNew = (index: number) => (link: HTMLAnchorElement | null) => {
    if (link && firstNewResult.current === index) {
      firstNewResult.current = undefined;
      link.focus();
    }
  };

  const found = outcome.state === 'found' ? outcome : undefined;
  return (
    <section className={section()}>
      <div className={container}>
        <search className={styles.search}>
          <form action={pagePath} method="get" className={styles.form} onSubmit={submitted} onFocus={loadKinds} onPointerEnter={loadKinds}>
            <Field id={queryId} label={words.label} className={styles.queryField}>
              {(field) => (
                <input {...field} ref={queryField} type="search" name="q" className={control} value={query} onChange={(event) => typed(event.target.value)} autoComplete="off" enterKeyHint="search" spellCheck={false} />
              )}
            </Field>
            <Field id={kindId} label={text.kind}>
              {(field) => (
                <select {...field} name="kind" className={control} value={kind} onChange={(event) => filtered(event.target.value)}>
                  <option value="">{text.allKinds}</option>
                  {(kinds.includes(kind) || !kind ? kinds : [...kinds, kind]).map((name) => (
                    <option key={name} value={name}>
                      {nameOf(name)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`}>
              {text.submit}
            </button>
          </form>
        </search>
        <p role="status" className={styles.status}>
          {heldStatus ?? say(outcome)}
        </p>
        <div className={styles.resultsArea} aria-busy={busy}>
          {found && found.hits.length > 0 && (
            <>
              <ol className={styles.results}>
                {found.hits.map((hit, index) => (
                  <Result key={hit.url} hit={hit} query={found.query} kind={nameOf(hit.kind)} language={language} focusRef={focusNew(index)} />
                ))}
              </ol>
              {found.hits.length < found.answer.total && (
                <button type="button" className={button({ variant: 'secondary' })} onClick={() => void showMore()}>
                  {text.showMore}
                </button>
              )}
            </>
          )}
          {outcome.state === 'idle' && (
            <div className={styles.help}>
              <p>{words.help}</p>
              <h2 className={styles.sectionsHeading}>{words.sectionsHeading}</h2>
              <ul className={styles.sections}>
                {sections.map((group) => (
                  <li key={group.label}>
                    <h3 className={styles.sectionName}>{group.label}</h3>
                    <ul className={styles.sectionLinks}>
                      {group.items.map((item) => (
                        <li key={item.to}>
                          <a href={item.to}>{item.label}</a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className={styles.notSearched}>
            {words.notSearched} <a href={block.notSearched.to}>{words.notSearchedLink}</a>
          </p>
        </div>
      </div>
    </section>
  );
}
