// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAnswer } from '../../scripts/lib/quranApiAnswers';
import { QuranReader } from '../../src/blocks/quran-reader/QuranReader.client';
import type { QuranReaderBlock } from '../../src/blocks/quran-reader/schema';
import { createBundledSource } from '../../src/services/quran/bundled';
import { bundledFiles, bundledFirstView, readPackageQuran, type BundledFirstView, type PackageQuran } from '../../src/services/quran/bundledFiles';
import type { QuranSource } from '../../src/services/quran/index';
import { createRemoteSource } from '../../src/services/quran/remote';
import type * as Sources from '../../src/services/quran/sources';
import { quranSource } from '../../src/services/quran/sources';

// The adapters are real; only the network under them is faked, and the choice of adapter.
vi.mock('../../src/services/quran/sources', async (importOriginal) => ({
  ...(await importOriginal<typeof Sources>()),
  quranSource: vi.fn(),
}));

let quran: PackageQuran;
let failing: (url: string) => boolean;
let requests: string[];

function network(answer: (url: string) => unknown) {
  return async (url: string) => {
    requests.push(url);
    if (failing(url)) return new Response('Service unavailable', { status: 503 });
    const body = answer(url);
    return body === undefined ? new Response('', { status: 404 }) : Response.json(body);
  };
}

function useSource(kind: 'bundled' | 'remote') {
  let source: QuranSource;
  if (kind === 'remote') {
    source = createRemoteSource('https://quran-api.test', network((url) => apiAnswer(quran, new URL(url).pathname)));
  } else {
    const files = bundledFiles(quran);
    source = createBundledSource(files.index, network((url) => JSON.parse(files.files.get(url.slice(1)) ?? 'null') ?? undefined));
  }
  vi.mocked(quranSource).mockResolvedValue(source);
}

let firstView: BundledFirstView;

/** The reader as its page would hydrate it: the bundled text's first view comes with the page. */
function renderReader(block: QuranReaderBlock, url = '/read-quran') {
  window.history.replaceState(null, '', url);
  return render(<QuranReader block={block} firstView={firstView} />);
}

const bundled: QuranReaderBlock = { type: 'quran-reader', source: 'bundled' };
const remote: QuranReaderBlock = { type: 'quran-reader', source: 'remote', remoteBaseUrl: 'https://quran-api.test' };

const surahSelect = () => screen.findByRole('combobox', { name: 'Select Surah' });
const verses = () => within(screen.getByRole('article')).getAllByRole('listitem');

// Whole surahs render hundreds of verses in jsdom: slow on a busy machine, so allow more than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  quran = readPackageQuran();
  firstView = bundledFirstView();
});

beforeEach(() => {
  failing = () => false;
  requests = [];
  window.sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Quran reader', () => {
  it('renders on the server with the list of surahs and Al-Fatihah, whatever the address, asking for nothing', () => {
    window.history.replaceState(null, '', '/read-quran?surah=2&ayah=255');
    const html = renderToString(<QuranReader block={bundled} firstView={firstView} />);
    expect(html).not.toContain('Loading Quran...');
    expect(html.match(/<option/g)).toHaveLength(115 + 7);
    expect(html).toContain('Al-Fatihah - Surah 1');
    expect(html).toContain(quran[0]!.verses[6]!.text);
    expect(quranSource).not.toHaveBeenCalled();
  });

  it('renders a reader with a remote source on the server with the same first view, asking for nothing', () => {
    const html = renderToString(<QuranReader block={remote} firstView={firstView} />);
    expect(html).not.toContain('Loading Quran...');
    expect(html).toContain('Al-Fatihah - Surah 1');
    expect(html).toContain(quran[0]!.verses[6]!.text);
    expect(html).toContain('Translation');
    expect(html).toContain('Quran text and translations from');
    expect(quranSource).not.toHaveBeenCalled();
  });

  it('hydrates the prerendered first view, then opens the verse the address names', async () => {
    window.history.replaceState(null, '', '/read-quran');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QuranReader block={bundled} firstView={firstView} />);
    document.body.append(container);
    useSource('bundled');
    window.history.replaceState(null, '', '/read-quran?surah=2&ayah=255');
    await act(async () => {
      hydrateRoot(container, <QuranReader block={bundled} firstView={firstView} />);
    });
    try {
      await within(container).findByText(quran[1]!.verses[254]!.text);
      expect(vi.mocked(console.error).mock.calls).toEqual([]);
    } finally {
      container.remove();
    }
  });

  it('reads Al-Fatihah at once, then one verse, then another surah whole, with one request per surah', async () => {
    useSource('bundled');
    renderReader(bundled);
    const select = await surahSelect();
    expect(screen.queryByText('Loading Quran...')).toBeNull();
    expect(within(select).getAllByRole('option')).toHaveLength(115);
    expect((select as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('heading', { name: 'Al-Fatihah - Surah 1' })).toBeTruthy();
    const ayah = screen.getByRole('combobox', { name: 'Select Ayah' });
    expect(within(ayah).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ayah 1', 'Ayah 2', 'Ayah 3', 'Ayah 4', 'Ayah 5', 'Ayah 6', 'Ayah 7']);
    expect(verses()).toHaveLength(7);
    expect(window.location.search).toBe('');

    fireEvent.change(ayah, { target: { value: '3' } });
    expect(verses()).toHaveLength(1);
    expect(verses()[0]!.textContent).toContain(quran[0]!.verses[2]!.text);
    expect(window.location.search).toBe('?surah=1&ayah=3');

    fireEvent.change(select, { target: { value: '112' } });
    await screen.findByText(quran[111]!.verses[3]!.text);
    expect(verses()).toHaveLength(4);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Select Ayah' }).value).toBe('1');
    expect(window.location.search).toBe('?surah=112');
    expect(requests).toEqual([expect.stringMatching(/surah-112-/)]);

    // Back returns to the previous reading position.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.search).toBe('?surah=1&ayah=3');
    expect(verses()).toHaveLength(1);
  });

  it('opens a shared link at its verse, and announces the heading', async () => {
    useSource('bundled');
    renderReader(bundled, '/read-quran?surah=2&ayah=255');
    await screen.findByText(quran[1]!.verses[254]!.text);
    expect(verses()).toHaveLength(1);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Select Ayah' }).value).toBe('255');
    expect(screen.getByText('Al-Baqarah - Surah 2, Ayah 255').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Show all 286 verses' }));
    expect(verses()).toHaveLength(286);
    expect(window.location.search).toBe('?surah=2');
  });

  it('shows the Arabic text right to left and the bismillah as an opening line', async () => {
    useSource('bundled');
    renderReader(bundled, '/read-quran?surah=112');
    await screen.findByText(quran[111]!.verses[0]!.text);
    const opening = screen.getByText(quran[0]!.verses[0]!.text);
    expect([opening.getAttribute('lang'), opening.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const list = within(screen.getByRole('article')).getByRole('list');
    expect([list.getAttribute('lang'), list.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it('with a remote source, reads the first surah from the page and every other one from the API', async () => {
    useSource('remote');
    renderReader(remote);
    expect(verses()).toHaveLength(7);
    fireEvent.change(await surahSelect(), { target: { value: '112' } });
    await screen.findByText(quran[111]!.verses[3]!.text);
    expect(requests).toEqual(['https://quran-api.test/v1/surah/112']);
    expect(screen.getByText(/Quran text and translations from/)).toBeTruthy();
  });

  it('says when a surah fails to load, and Retry loads it', async () => {
    useSource('remote');
    failing = (url) => url.endsWith('/v1/surah/114');
    renderReader(remote);
    fireEvent.change(await surahSelect(), { target: { value: '114' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Surah An-Nas could not be loaded.');
    expect(screen.queryByText('Loading Quran...')).toBeNull();
    failing = () => false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText(quran[113]!.verses[1]!.text);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.filter((url) => url.endsWith('/v1/surah/114'))).toHaveLength(2);
  });

  it('shows a malformed answer as an error, not a crash', async () => {
    vi.mocked(quranSource).mockResolvedValue(
      createRemoteSource('https://quran-api.test', async () => Response.json({ code: 200, data: [{ number: 'one' }] })),
    );
    renderReader(remote);
    fireEvent.change(await surahSelect(), { target: { value: '2' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Surah Al-Baqarah could not be loaded.');
    expect(console.error).toHaveBeenCalledWith('Error fetching Surah:', expect.any(Error));
  });

  it('offers a translation line with the remote source, remembered for the visit', async () => {
    useSource('remote');
    renderReader(remote, '/read-quran?surah=112');
    await screen.findByText(quran[111]!.verses[0]!.text);
    fireEvent.change(screen.getByRole('combobox', { name: 'Translation' }), { target: { value: 'en' } });
    const line = await screen.findByText('[en.sahih] 112:1');
    expect([line.getAttribute('lang'), line.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(requests.at(-1)).toBe('https://quran-api.test/v1/surah/112/editions/quran-uthmani,en.sahih');
    expect(window.sessionStorage.getItem('quran-reader.translation')).toBe('en');
    cleanup();
    renderReader(remote, '/read-quran?surah=112');
    expect(await screen.findByText('[en.sahih] 112:1')).toBeTruthy();
  });

  it('offers no translation with the bundled text', async () => {
    useSource('bundled');
    window.sessionStorage.setItem('quran-reader.translation', 'ur');
    renderReader(bundled, '/read-quran?surah=1');
    await screen.findByText(quran[0]!.verses[6]!.text);
    expect(screen.queryByRole('combobox', { name: 'Translation' })).toBeNull();
    expect(screen.getByText(/Noble Qur'an Encyclopedia/)).toBeTruthy();
  });
});
