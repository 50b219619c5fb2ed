// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kindNames } from '../../../../src/blocks/search-results/kindNames';
import { SearchResults } from '../../../../src/blocks/search-results/SearchResults.client';
import type { SearchResultsBlock } from '../../../../src/blocks/search-results/schema';
import { en } from '../../../../src/i18n/messages/en';
import type { SearchAnswer, SearchHit, SiteSearch } from '../../../../src/services/search/siteSearch';
import { deferred } from '../../support/answers';
import { urduGroup } from '../../support/urdu';
import { englishLocale, urduFormats } from '../../support/locale';

/** The index's reader, faked at the module boundary: each test says what a search finds. */
const fake = vi.hoisted(() => ({
  load: vi.fn<() => Promise<SiteSearch>>(),
  search: vi.fn<(query: string, kind?: string) => Promise<SearchAnswer>>(),
  kinds: vi.fn<() => Promise<Readonly<Record<string, number>>>>(),
}));
vi.mock('../../../../src/services/search/siteSearch', () => ({
  SEARCH_INDEX_PATH: '/pagefind/',
  siteSearch: () => fake.load(),
}));

const block: SearchResultsBlock = {
  type: 'search-results',
  label: 'Search the site',
  help: 'Type a word or two.',
  sectionsHeading: 'Or start from a section',
  notSearched: { text: 'Blog posts are not part of this search.', label: 'Read them on the blog', to: '/blog' },
};
const sections = [{ label: 'Courses', items: [{ label: 'Tajweed', to: '/courses/tajweed' }] }];

/** Al-Baqarah 2:153 as the index's record carries it: its lines as written. */
const AYAH_2_153 = {
  en: 'O you who have believed, seek help through patience and prayer. Indeed, Allah is with the patient',
  ur: 'اے لوگو جو ایمان لائے ہو، صبر اور نماز سے مدد لو اللہ صبر کرنے والوں کے ساتھ ہے',
  ar: 'يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُواْ ٱسۡتَعِينُواْ بِٱلصَّبۡرِ وَٱلصَّلَوٰةِۚ إِنَّ ٱللَّهَ مَعَ ٱلصَّـٰبِرِينَ',
  tr: 'Ya ayyuha allatheena amanoo istaAAeenoo bialssabri waalssalati inna Allaha maAAa alssabireena',
};

const ayahHit: SearchHit = { url: '/read-quran/2/153', title: 'Al-Baqarah 2:153', kind: 'Quran', excerpt: '', meta: { title: 'Al-Baqarah 2:153', ...AYAH_2_153 } };

const pageHit = (name: string, excerpt = `About ${name}.`): SearchHit => ({
  url: `/${name.toLowerCase().replace(/\W+/g, '-')}`,
  title: name,
  kind: 'Courses',
  excerpt,
  meta: { title: name },
});

/** What a query finds: `total` pages, read from `hits` a few at a time as the index reads them. */
function answerOf(hits: readonly SearchHit[], total = hits.length) {
  return { total, read: vi.fn((from: number, count: number) => Promise.resolve(hits.slice(from, from + count))) };
}

/** Each query finds what `found` holds for it, in every kind; nothing otherwise. */
function finds(found: Readonly<Record<string, readonly SearchHit[]>>) {
  fake.search.mockImplementation((query) => Promise.resolve(answerOf(found[query] ?? [])));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The page opened at `address`, its island awake. */
async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  render(<SearchResults block={block} sections={sections} pagePath="/search" text={en.search} kindNames={kindNames(en.search.kinds, 'en-GB')} formats={englishLocale.formats} language="en" />);
  await wait(0);
}

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the site' });
const kindSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kind' });
const status = () => screen.getByRole('status').textContent;
const resultTitles = () => screen.queryAllByRole('heading', { level: 2 }).flatMap((heading) => (heading.querySelector('a') ? [heading.textContent] : []));
const resultOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const address = () => `${window.location.pathname}${window.location.search}`;

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

/** The line an ayah's result shows, its language and direction, and the words marked in it. */
function shownLine(title: string) {
  const line = within(resultOf(title)).getAllByRole('paragraph').at(-1)!;
  return {
    text: line.textContent,
    lang: line.getAttribute('lang'),
    dir: line.getAttribute('dir'),
    marked: Array.from(line.querySelectorAll('mark'), (mark) => mark.textContent),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  for (const mock of Object.values(fake)) mock.mockReset();
  const search: SiteSearch = { search: fake.search, kinds: fake.kinds };
  fake.load.mockResolvedValue(search);
  fake.kinds.mockResolvedValue({});
  finds({});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/search');
});

describe('the search page, following its address', () => {
  it('a shared link with ?q= is searched once the page wakes, and the box shows the query', async () => {
    finds({ patience: [pageHit('Patience in Islam'), pageHit('Tajweed')] });
    await openAt('/search?q=patience');
    expect(fake.search.mock.calls).toEqual([['patience', undefined]]);
    expect(box().value).toBe('patience');
    expect(status()).toBe('2 results for “patience”.');
    expect(resultTitles()).toEqual(['Patience in Islam', 'Tajweed']);
    // Once something is searched, the help and the sections give way to the results.
    expect(screen.queryByText('Type a word or two.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Read them on the blog' }).getAttribute('href')).toBe('/blog');
  });

  it('a page found in Urdu is shown as written in Urdu: its title and its excerpt marked with its language and direction', async () => {
    const urdu: SearchHit = { url: '/ur/courses/tajweed', title: 'تجوید', kind: 'Courses', excerpt: 'قرآن کو <mark>تجوید</mark> کے ساتھ پڑھنا', meta: { title: 'تجوید', lang: 'ur', dir: 'rtl' } };
    finds({ تجوید: [urdu, pageHit('Tajweed')] });
    await openAt(`/search?q=${encodeURIComponent('تجوید')}`);
    const [inUrdu, inEnglish] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    const urduLink = inUrdu!.querySelector('h2 a')!;
    expect([urduLink.textContent, urduLink.getAttribute('lang'), urduLink.getAttribute('dir')]).toEqual(['تجوید', 'ur', 'rtl']);
    const excerpt = inUrdu!.querySelector('mark')!.closest('p')!;
    expect([excerpt.getAttribute('lang'), excerpt.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    // The page's own language needs no mark.
    expect(inEnglish!.querySelector('[lang]')).toBeNull();
  });

  it('without a query it searches nothing and offers the help and the sections', async () => {
    await openAt('/search');
    expect(fake.search).not.toHaveBeenCalled();
    expect(status()).toBe('');
    expect(screen.getByText('Type a word or two.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tajweed' }).getAttribute('href')).toBe('/courses/tajweed');
  });
});

describe('typing a query', () => {
  it('results follow every key; the status line and the address (without a new history entry) wait for a pause', async () => {
    finds({ mer: [pageHit('Mercy'), pageHit('Merits of charity')], mercy: [pageHit('Mercy'), pageHit('Mercy to the worlds'), pageHit('The Merciful')] });
    await openAt('/search');
    const entries = window.history.length;
    type('mer');
    await wait(0);
    expect(fake.search.mock.calls).toEqual([['mer', undefined]]);
    expect(resultTitles()).toEqual(['Mercy', 'Merits of charity']);
    await wait(100);
    type('mercy');
    await wait(0);
    expect(resultTitles()).toEqual(['Mercy', 'Mercy to the worlds', 'The Merciful']);
    await wait(199);
    // Still typing, as far as the page can tell: nothing announced, the address as it was.
    expect(status()).toBe('');
    expect(address()).toBe('/search');

    await wait(1);
    expect(fake.search.mock.calls).toEqual([['mer', undefined], ['mercy', undefined]]);
    expect(address()).toBe('/search?q=mercy');
    expect(window.history.length).toBe(entries);
    expect(status()).toBe('3 results for “mercy”.');
  });

  it('while the visitor types on, the status line keeps what it said until the next pause', async () => {
    finds({ mercy: [pageHit('Mercy')], patience: [pageHit('Patience in Islam'), pageHit('Tajweed')] });
    await openAt('/search?q=mercy');
    expect(status()).toBe('1 result for “mercy”.');
    type('p');
    await wait(0);
    type('patience');
    await wait(0);
    expect(resultTitles()).toEqual(['Patience in Islam', 'Tajweed']);
    expect(status()).toBe('1 result for “mercy”.');
    await wait(200);
    expect(status()).toBe('2 results for “patience”.');
  });

  it('a query overtaken by the next key fetches none of its results', async () => {
    const early = deferred<SearchAnswer>();
    const earlyAnswer = answerOf([pageHit('Path')]);
    fake.search.mockImplementation((query) => (query === 'pa' ? early.promise : Promise.resolve(answerOf([pageHit('Patience in Islam')]))));
    await openAt('/search');
    type('pa');
    type('pat');
    await wait(0);
    await act(async () => early.resolve(earlyAnswer));
    await wait(200);
    expect(earlyAnswer.read).not.toHaveBeenCalled();
    expect(resultTitles()).toEqual(['Patience in Islam']);
  });

  it('the results are marked busy from a key until its results are drawn, then no longer', async () => {
    const later = deferred<SearchAnswer>();
    fake.search.mockImplementation((query) => (query === 'mercy' ? later.promise : Promise.resolve(answerOf([pageHit('Mercy')]))));
    await openAt('/search?q=mer');
    const area = () => screen.getByText('Blog posts are not part of this search.').parentElement!;
    expect(area().getAttribute('aria-busy')).toBe('false');
    type('mercy');
    await wait(0);
    expect(area().getAttribute('aria-busy')).toBe('true');
    await act(async () => later.resolve(answerOf([pageHit('Mercy'), pageHit('The Merciful')])));
    await wait(0);
    expect(area().getAttribute('aria-busy')).toBe('false');
    expect(resultTitles()).toEqual(['Mercy', 'The Merciful']);
  });

  it('a query typed before the page woke is searched as it wakes', async () => {
    finds({ mercy: [pageHit('Mercy')] });
    window.history.replaceState(null, '', '/search');
    const page = <SearchResults block={block} sections={sections} pagePath="/search" text={en.search} kindNames={kindNames(en.search.kinds, 'en-GB')} formats={englishLocale.formats} language="en" />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    container.querySelector('input')!.value = 'mercy';
    render(page, { container, hydrate: true });
    await wait(0);
    expect(fake.search.mock.calls).toEqual([['mercy', undefined]]);
    expect(box().value).toBe('mercy');
    expect(resultTitles()).toEqual(['Mercy']);
    await wait(200);
    expect(address()).toBe('/search?q=mercy');
    expect(status()).toBe('1 result for “mercy”.');
  });

  it('says "1 result" for one, and "No results" for none', async () => {
    finds({ zakat: [pageHit('Zakat')] });
    await openAt('/search');
    type('zakat');
    await wait(200);
    expect(status()).toBe('1 result for “zakat”.');

    type('zzz');
    await wait(200);
    expect(status()).toBe('No results for “zzz”.');
    expect(resultTitles()).toEqual([]);
  });

  it('submitting the search adds a history entry, and Back shows the earlier query and its results again', async () => {
    finds({ mercy: [pageHit('Mercy')], patience: [pageHit('Patience in Islam')] });
    await openAt('/search');
    const entries = window.history.length;
    type('mercy');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await wait(0);
    expect(address()).toBe('/search?q=mercy');
    expect(window.history.length).toBe(entries + 1);
    // Submitted before the pause: searched once, not again when the pause would have come.
    await wait(200);
    expect(fake.search.mock.calls).toEqual([['mercy', undefined]]);

    type('patience');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await wait(0);
    expect(address()).toBe('/search?q=patience');
    expect(window.history.length).toBe(entries + 2);
    expect(resultTitles()).toEqual(['Patience in Islam']);

    window.history.back();
    await vi.waitFor(() => expect(address()).toBe('/search?q=mercy'));
    await vi.waitFor(() => expect(status()).toBe('1 result for “mercy”.'));
    expect(box().value).toBe('mercy');
    expect(resultTitles()).toEqual(['Mercy']);
  });

  it('Back while a query is still being typed shows the earlier page, and the unfinished query does not come back', async () => {
    finds({ mercy: [pageHit('Mercy')], patience: [pageHit('Patience in Islam')] });
    await openAt('/search');
    type('mercy');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await wait(0);
    type('pati');
    window.history.back();
    await vi.waitFor(() => expect(address()).toBe('/search'));
    await wait(200);
    expect(address()).toBe('/search');
    expect(box().value).toBe('');
    expect(fake.search.mock.calls).toEqual([
      ['mercy', undefined],
      ['pati', undefined],
    ]);
    expect(screen.getByText('Type a word or two.')).toBeTruthy();
  });
});

describe('the kind filter', () => {
  it('a visit with nothing searched loads no part of the index until the visitor reaches for the form', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236, Books: 12 });
    await openAt('/search');
    expect(fake.load).not.toHaveBeenCalled();
    expect(within(kindSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['All kinds']);

    fireEvent.focus(box());
    await wait(0);
    expect(within(kindSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['All kinds', 'Books', 'Quran']);
  });

  it('lists a kind the catalog does not name, such as a new section, after those it names', async () => {
    fake.kinds.mockResolvedValue({ Videos: 2, Quran: 6236, Events: 3, Books: 12 });
    await openAt('/search?q=eid');
    expect(within(kindSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['All kinds', 'Books', 'Quran', 'Events', 'Videos']);
  });

  it('lists the kinds the index holds, searches within the one picked, and keeps it in the address', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236, Books: 12, 'Other pages': 9 });
    fake.search.mockImplementation((_query, kind) => Promise.resolve(answerOf(kind === 'Quran' ? [ayahHit] : [pageHit('Patience in Islam'), ayahHit])));
    await openAt('/search?q=patience');
    expect(within(kindSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['All kinds', 'Books', 'Other pages', 'Quran']);
    expect(status()).toBe('2 results for “patience”.');

    fireEvent.change(kindSelect(), { target: { value: 'Quran' } });
    await wait(0);
    expect(fake.search).toHaveBeenLastCalledWith('patience', 'Quran');
    expect(address()).toBe('/search?q=patience&kind=Quran');
    expect(status()).toBe('1 result for “patience” in Quran.');
    expect(resultTitles()).toEqual(['Al-Baqarah 2:153']);
  });

  it('until the results in the kind picked come, the status line still speaks of the results shown', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236 });
    const inQuran = deferred<SearchAnswer>();
    fake.search.mockImplementation((_query, kind) => (kind === 'Quran' ? inQuran.promise : Promise.resolve(answerOf([pageHit('Patience in Islam'), ayahHit]))));
    await openAt('/search?q=patience');

    fireEvent.change(kindSelect(), { target: { value: 'Quran' } });
    await wait(0);
    expect(status()).toBe('2 results for “patience”.');
    expect(resultTitles()).toEqual(['Patience in Islam', 'Al-Baqarah 2:153']);

    await act(async () => inQuran.resolve(answerOf([ayahHit])));
    await wait(0);
    expect(status()).toBe('1 result for “patience” in Quran.');
    expect(resultTitles()).toEqual(['Al-Baqarah 2:153']);
  });

  it('a shared link with &kind= searches within that kind, and the kind is picked', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236, Books: 12 });
    await openAt('/search?q=tafsir&kind=Books');
    expect(fake.search.mock.calls).toEqual([['tafsir', 'Books']]);
    expect(kindSelect().value).toBe('Books');
    expect(status()).toBe('No results for “tafsir” in Books.');
  });

  it('a kind picked while the query is still being typed is not undone when the typing pauses', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236, Books: 12 });
    await openAt('/search');
    type('mercy');
    await wait(100);
    // Reaching for the select reads the kinds the index holds.
    fireEvent.focus(kindSelect());
    await wait(0);
    fireEvent.change(kindSelect(), { target: { value: 'Quran' } });
    await wait(200);
    expect(fake.search.mock.calls).toEqual([
      ['mercy', undefined],
      ['mercy', 'Quran'],
    ]);
    expect(address()).toBe('/search?q=mercy&kind=Quran');
    expect(status()).toBe('No results for “mercy” in Quran.');
  });

  it('typing keeps the kind picked in the address', async () => {
    await openAt('/search?kind=Quran');
    type('mercy');
    await wait(200);
    expect(fake.search).toHaveBeenLastCalledWith('mercy', 'Quran');
    expect(address()).toBe('/search?q=mercy&kind=Quran');
  });
});

describe("an ayah's result", () => {
  async function searched(query: string) {
    fake.search.mockResolvedValue(answerOf([ayahHit]));
    await openAt('/search');
    type(query);
    await wait(200);
    return shownLine('Al-Baqarah 2:153');
  }

  it('shows the English with the words found marked, for a query in Latin letters', async () => {
    expect(await searched('patien')).toEqual({ text: AYAH_2_153.en, lang: 'en', dir: null, marked: ['patience', 'patient'] });
  });

  it('shows the transliteration when only it has the word', async () => {
    expect(await searched('alssabireena')).toEqual({ text: AYAH_2_153.tr, lang: 'en', dir: null, marked: ['alssabireena'] });
  });

  it('shows the Arabic, right to left, for a query in Arabic letters typed without vowel marks', async () => {
    // The Urdu has the word too: a query in Arabic's own letters is read as Arabic first.
    expect(await searched('الله')).toEqual({ text: AYAH_2_153.ar, lang: 'ar', dir: 'rtl', marked: ['ٱللَّهَ'] });
  });

  it('shows the Urdu for a query typed with Urdu letters', async () => {
    expect(await searched('صبر کرنے')).toEqual({ text: AYAH_2_153.ur, lang: 'ur', dir: 'rtl', marked: ['صبر', 'صبر', 'کرنے'] });
  });

  it("shows the Urdu for a query with Urdu's heh, though the Arabic has the word too", async () => {
    expect((await searched('اللہ')).lang).toBe('ur');
  });

  it('shows the English, unmarked, when the ayah was found by its number', async () => {
    expect(await searched('2:153')).toEqual({ text: AYAH_2_153.en, lang: 'en', dir: null, marked: [] });
  });
});

describe("a surah's result", () => {
  /** Ar-Rahman as the index's record carries it: its names as written; the index holds them only reduced (نهايت مهربان). */
  const surahHit: SearchHit = {
    url: '/read-quran/55',
    title: 'Surah Ar-Rahman (The Beneficent)',
    kind: 'Quran',
    excerpt: 'سوره الرحمن (<mark>نهايت</mark> مهربان)',
    meta: { title: 'Surah Ar-Rahman (The Beneficent)', en: 'Ar-Rahman - Surah 55: The Beneficent', ar: 'الرحمن', ur: 'سورۃ الرحمٰن (نہایت مہربان)' },
  };

  async function searched(query: string) {
    fake.search.mockResolvedValue(answerOf([surahHit]));
    await openAt('/search');
    type(query);
    await wait(200);
    return shownLine(surahHit.title);
  }

  it('shows its Urdu name as Urdu writes it, never as the index reduces it, for a query in Urdu', async () => {
    expect(await searched('نہایت')).toEqual({ text: 'سورۃ الرحمٰن (نہایت مہربان)', lang: 'ur', dir: 'rtl', marked: ['نہایت'] });
  });

  it('shows its Arabic name for a query in Arabic letters, and its English names for one in Latin letters', async () => {
    expect(await searched('الرحمن')).toEqual({ text: 'الرحمن', lang: 'ar', dir: 'rtl', marked: ['الرحمن'] });
    cleanup();
    expect(await searched('beneficent')).toEqual({ text: 'Ar-Rahman - Surah 55: The Beneficent', lang: 'en', dir: null, marked: ['Beneficent'] });
  });
});

describe("a page's result", () => {
  it('shows the excerpt with the words found marked', async () => {
    fake.search.mockResolvedValue(answerOf([pageHit('Tajweed', 'Learn the rules of <mark>recitation</mark> &amp; <mark>recite</mark> with care.')]));
    await openAt('/search?q=recit');
    const result = resultOf('Tajweed');
    expect(result.querySelector('a')!.getAttribute('href')).toBe('/tajweed');
    expect(within(result).getByText('Courses')).toBeTruthy();
    const excerpt = within(result).getByText(/^Learn the rules/);
    expect(excerpt.textContent).toBe('Learn the rules of recitation & recite with care.');
    expect(Array.from(excerpt.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['recitation', 'recite']);
  });

  it('shows tags written in the text of a page as text, never as HTML', async () => {
    const excerpt = 'Write &lt;script&gt;alert(1)&lt;/script&gt; or <img src=x onerror="alert(2)"> in <mark>code</mark>.';
    fake.search.mockResolvedValue(answerOf([pageHit('Web lessons', excerpt)]));
    await openAt('/search?q=code');
    const line = within(resultOf('Web lessons')).getByText(/^Write/);
    expect(line.textContent).toBe('Write <script>alert(1)</script> or <img src=x onerror="alert(2)"> in code.');
    expect(line.querySelector('script, img')).toBeNull();
    expect(Array.from(line.children, (child) => child.tagName)).toEqual(['MARK']);
  });
});

describe('many results', () => {
  it('shows ten, and "Show more results" reads the next ten and moves focus to the first of them', async () => {
    const hits = Array.from({ length: 23 }, (_, index) => pageHit(`Lesson ${index + 1}`));
    const answer = answerOf(hits);
    fake.search.mockResolvedValue(answer);
    await openAt('/search?q=lesson');
    expect(status()).toBe('23 results for “lesson”.');
    expect(resultTitles()).toEqual(hits.slice(0, 10).map((hit) => hit.title));

    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await wait(0);
    expect(answer.read).toHaveBeenLastCalledWith(10, 10);
    expect(resultTitles()).toEqual(hits.slice(0, 20).map((hit) => hit.title));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Lesson 11' }));

    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await wait(0);
    expect(resultTitles()).toEqual(hits.map((hit) => hit.title));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Lesson 21' }));
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });

  it('more results read after another query was searched never replace its results', async () => {
    const lessons = Array.from({ length: 12 }, (_, index) => pageHit(`Lesson ${index + 1}`));
    const more = deferred<SearchHit[]>();
    const slow = { total: lessons.length, read: vi.fn((from: number) => (from === 0 ? Promise.resolve(lessons.slice(0, 10)) : more.promise)) };
    fake.search.mockImplementation((query) => Promise.resolve(query === 'lesson' ? slow : answerOf([pageHit('Mercy')])));
    await openAt('/search?q=lesson');
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await wait(0);
    type('mercy');
    await wait(200);
    expect(resultTitles()).toEqual(['Mercy']);

    await act(async () => more.resolve(lessons.slice(10)));
    await wait(0);
    expect(status()).toBe('1 result for “mercy”.');
    expect(resultTitles()).toEqual(['Mercy']);
  });

  it('when the next results do not come (offline, say), the ones shown stay and the status line says so', async () => {
    const lessons = Array.from({ length: 12 }, (_, index) => pageHit(`Lesson ${index + 1}`));
    const read = vi.fn((from: number) => (from === 0 ? Promise.resolve(lessons.slice(0, 10)) : Promise.reject(new Error('Failed to fetch'))));
    fake.search.mockResolvedValue({ total: lessons.length, read });
    await openAt('/search?q=lesson');
    fireEvent.click(screen.getByRole('button', { name: 'Show more results' }));
    await wait(0);
    expect(resultTitles()).toEqual(lessons.slice(0, 10).map((hit) => hit.title));
    expect(status()).toBe('12 results for “lesson”. The next results could not be loaded: connect and try again.');
    expect(screen.getByRole('button', { name: 'Show more results' })).toBeTruthy();
  });

  it('offers no more when every result is shown', async () => {
    fake.search.mockResolvedValue(answerOf(Array.from({ length: 10 }, (_, index) => pageHit(`Lesson ${index + 1}`))));
    await openAt('/search?q=lesson');
    expect(resultTitles()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more results' })).toBeNull();
  });
});

describe('a search that fails', () => {
  it('offline, says the search needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fake.load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await openAt('/search?q=mercy');
    expect(status()).toBe('This search needs a connection: part of the index it reads is not on this device yet. Connect and search again.');
    expect(resultTitles()).toEqual([]);
  });

  it('online, says it could not be loaded, and the next search tries again', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fake.search.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openAt('/search?q=mercy');
    expect(status()).toBe('The search could not be loaded. Please try again.');

    finds({ mercy: [pageHit('Mercy')] });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await wait(0);
    expect(status()).toBe('1 result for “mercy”.');
  });
});

describe('searching offline', () => {
  it('finding nothing says only part of the index may be on this device; finding something counts as usual', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    finds({ mercy: [pageHit('Mercy')] });
    await openAt('/search?q=zakat');
    expect(status()).toBe('Nothing found in the part of the index on this device: connect and search again to search everything.');

    type('mercy');
    await wait(200);
    expect(status()).toBe('1 result for “mercy”.');
  });
});

describe('answers that come late', () => {
  it("an earlier query's answer arriving after a later one's never replaces its results", async () => {
    const early = deferred<SearchAnswer>();
    fake.search.mockImplementation((query) => (query === 'pat' ? early.promise : Promise.resolve(answerOf([pageHit('Patience in Islam')]))));
    await openAt('/search');
    type('pat');
    await wait(200);
    expect(status()).toBe('Searching...');
    type('patience');
    await wait(200);
    expect(status()).toBe('1 result for “patience”.');

    await act(async () => early.resolve(answerOf([pageHit('Path'), pageHit('Patron')])));
    await wait(0);
    expect(status()).toBe('1 result for “patience”.');
    expect(resultTitles()).toEqual(['Patience in Islam']);
  });

  it("an earlier query's failure arriving late does not replace the later results either", async () => {
    const early = deferred<SearchAnswer>();
    fake.search.mockImplementation((query) => (query === 'pat' ? early.promise : Promise.resolve(answerOf([pageHit('Patience in Islam')]))));
    await openAt('/search');
    type('pat');
    await wait(200);
    type('patience');
    await wait(200);
    await act(async () => early.reject(new TypeError('Failed to fetch')));
    await wait(0);
    expect(status()).toBe('1 result for “patience”.');
  });
});

describe("an ayah's numbers", () => {
  it.each(['2:255', '٢:٢٥٥', '2 255'])('"%s" asks the index for the ayah\'s reference word, and the status shows it as typed', async (query) => {
    await openAt('/search');
    type(query);
    await wait(200);
    expect(fake.search).toHaveBeenLastCalledWith('quran2v255', undefined);
    expect(status()).toBe(`No results for “${query}”.`);
  });
});

describe('the search page in Urdu', () => {
  const urdu = urduGroup('search');
  const worded: SearchResultsBlock = { type: 'search-results', notSearched: { to: '/blog' } };

  async function openInUrdu(address: string) {
    window.history.replaceState(null, '', address);
    render(<SearchResults block={worded} sections={sections} pagePath="/ur/search" text={urdu} kindNames={kindNames(urdu.kinds, 'ur-PK')} formats={urduFormats} language="ur" />);
    await wait(0);
  }
  const urduBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'سائٹ میں تلاش کریں' });
  const typeInUrdu = (text: string) => fireEvent.change(urduBox(), { target: { value: text } });

  it('says what it found, or did not, in Urdu, within the kind picked too', async () => {
    finds({ صبر: [pageHit('Patience in Islam'), ayahHit], zakat: [pageHit('Zakat')] });
    fake.kinds.mockResolvedValue({ Quran: 6236 });
    await openInUrdu('/ur/search?q=صبر');
    expect(urduBox().value).toBe('صبر');
    expect(status()).toBe('"صبر" کے 2 نتائج ملے۔');

    typeInUrdu('zakat');
    await wait(200);
    expect(status()).toBe('"zakat" کا 1 نتیجہ ملا۔');

    fireEvent.change(screen.getByRole('combobox', { name: 'قسم' }), { target: { value: 'Quran' } });
    await wait(0);
    expect(status()).toBe('قرآن میں "zakat" کا 1 نتیجہ ملا۔');

    typeInUrdu('zzz');
    await wait(200);
    expect(status()).toBe('قرآن میں "zzz" کا کوئی نتیجہ نہیں ملا۔');
  });

  it('names the kinds in Urdu, in the filter (in Urdu order) and under each result, and keeps them in the address as the index files them', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236, Courses: 16, 'Other pages': 9, 'Religious Services': 9 });
    fake.search.mockImplementation((_query, kind) => Promise.resolve(answerOf(kind === 'Quran' ? [ayahHit] : [pageHit('Tajweed'), ayahHit])));
    await openInUrdu('/ur/search?q=صبر');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'قسم' });
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.textContent, option.value])).toEqual([
      ['تمام اقسام', ''],
      ['دیگر صفحات', 'Other pages'],
      ['دینی خدمات', 'Religious Services'],
      ['قرآن', 'Quran'],
      ['کورسز', 'Courses'],
    ]);
    expect(screen.getAllByRole('listitem').map((result) => result.querySelector('h2 + p')?.textContent)).toEqual(['کورسز', 'قرآن']);

    fireEvent.change(select, { target: { value: 'Quran' } });
    await wait(0);
    expect(fake.search).toHaveBeenLastCalledWith('صبر', 'Quran');
    expect(new URLSearchParams(window.location.search).get('kind')).toBe('Quran');
  });

  it('shows a kind the catalog does not name, such as a new section, as the index names it', async () => {
    fake.kinds.mockResolvedValue({ Quran: 6236, Events: 3 });
    finds({ eid: [{ ...pageHit('Eid prayers'), kind: 'Events' }] });
    await openInUrdu('/ur/search?q=eid');
    expect(within(screen.getByRole('combobox', { name: 'قسم' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['تمام اقسام', 'قرآن', 'Events']);
    expect(screen.getByRole('listitem').querySelector('h2 + p')?.textContent).toBe('Events');
  });

  it("titles the reader's results in Urdu, and sends a surah's to its Urdu page and an ayah's to the one page it has", async () => {
    const surah: SearchHit = {
      url: '/read-quran/2',
      title: 'Surah Al-Baqarah (The Cow)',
      kind: 'Quran',
      excerpt: '',
      meta: { title: 'Surah Al-Baqarah (The Cow)', en: 'Al-Baqarah - Surah 2: The Cow', ar: 'البقرة', ur: 'سورۃ البقرہ (گائے)', title_ur: 'سورۃ البقرہ (گائے)', url_ur: '/ur/read-quran/2' },
    };
    const ayah: SearchHit = { ...ayahHit, meta: { ...ayahHit.meta, title_ur: 'البقرہ 2:153' } };
    finds({ صبر: [surah, ayah, pageHit('Tajweed')] });
    await openInUrdu('/ur/search?q=صبر');
    const links = screen.getAllByRole('listitem').map((result) => result.querySelector('h2 a')!);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['سورۃ البقرہ (گائے)', '/ur/read-quran/2'],
      ['البقرہ 2:153', '/read-quran/2/153'],
      ['Tajweed', '/tajweed'],
    ]);
    // Found by its Urdu name alone, the ayah shows its Urdu line, not the English one.
    finds({ البقرہ: [ayah] });
    typeInUrdu('البقرہ');
    await wait(200);
    const line = screen.getByRole('link', { name: 'البقرہ 2:153' }).closest('li')!.querySelector('h2 ~ p:last-child')!;
    expect([line.getAttribute('lang'), line.textContent]).toEqual(['ur', AYAH_2_153.ur]);
    cleanup();

    // The English page keeps the records' own titles and addresses.
    finds({ صبر: [surah, ayah, pageHit('Tajweed')] });
    await openAt('/search?q=صبر');
    expect(resultTitles()).toEqual(['Surah Al-Baqarah (The Cow)', 'Al-Baqarah 2:153', 'Tajweed']);
    expect(screen.getByRole('link', { name: 'Surah Al-Baqarah (The Cow)' }).getAttribute('href')).toBe('/read-quran/2');
  });

  it('offers more results, and says when it could not be loaded, in Urdu', async () => {
    finds({ mercy: Array.from({ length: 12 }, (_, index) => pageHit(`Mercy ${index + 1}`)) });
    await openInUrdu('/ur/search?q=mercy');
    expect(screen.getByRole('button', { name: 'مزید نتائج دکھائیں' })).toBeTruthy();
    cleanup();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fake.search.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openInUrdu('/ur/search?q=mercy');
    expect(status()).toBe('تلاش لوڈ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔');
  });
});
