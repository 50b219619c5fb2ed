// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { QuranSettings } from '../../../../src/blocks/quran-settings/QuranSettings.client';
import type { QuranSettingsBlock } from '../../../../src/blocks/quran-settings/schema';
import type { LocaleFormats } from '../../../../src/i18n/localeFormats';
import { en, type Messages } from '../../../../src/i18n/messages/en';
import { translationFileText, type ShippedTranslationKind } from '../../../../src/services/quran/shippedTranslations';
import { englishLocale, urduFormats } from '../../support/locale';
import { surahById } from '../../support/surahs';

/** Al-Ikhlas in each shipped translation, as its files hold it. */
const IKHLAS: Record<ShippedTranslationKind, string[]> = {
  ur: ['کہو، وہ اللہ ہے، یکتا', 'اللہ سب سے بے نیاز ہے اور سب اس کے محتاج ہیں', 'نہ اس کی کوئی اولاد ہے اور نہ وہ کسی کی اولاد', 'اور کوئی اس کا ہمسر نہیں ہے'],
  en: ['Say, "He is Allah, [who is] One,', 'Allah, the Eternal Refuge.', 'He neither begets nor is born,', 'Nor is there to Him any equivalent."'],
  transliteration: ['Qul huwa Allahu ahadun', 'Allahu alssamadu', 'Lam yalid walam yooladu', 'Walam yakun lahu kufuwan ahadun'],
};

const block = (): QuranSettingsBlock => ({
  type: 'quran-settings',
  surah: { surah: surahById('112'), previous: surahById('111'), next: surahById('113') },
  source: 'bundled',
});

/** The island's props beside its block: its texts and the page's language. */
interface PageProps {
  readonly text: Messages['reader']['quranSettings'];
  readonly formats: LocaleFormats;
  readonly language: string;
}

/** On an English page, as its definition picks them. */
const english: PageProps = { text: en.reader.quranSettings, formats: englishLocale.formats, language: englishLocale.code };

/** The reader's texts in Urdu, as the Urdu pages are built with them. */
const urduReader = (parse(readFileSync('content/translations/ur/messages/reader.yaml', 'utf8')) as { reader: Messages['reader'] }).reader;
const urdu: PageProps = { text: urduReader.quranSettings, formats: urduFormats, language: 'ur' };

/** The static text the page was drawn with: the surah's ayat, each with its id, and the text's own credit after it. */
function drawStaticText() {
  document.body.innerHTML = `
    <article data-surah="112"><ol lang="ar" dir="rtl">${IKHLAS.ur.map((_, index) => `<li id="${index + 1}"><p>آية ${index + 1}</p></li>`).join('')}</ol></article>
    <p>Quran text: the Uthmani script.</p>`;
}

/** The network, answering each translation file when the test lets it, and recording what was asked. */
function fakeNetwork() {
  const asked: string[] = [];
  const waiting: { url: string; answer: (response: Response) => void }[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return new Promise<Response>((answer) => waiting.push({ url, answer }));
  });
  /** Answers the requests waiting (each with its file, or with `status`), and lets the page draw what they bring. */
  const answer = async (status = 200) => {
    for (const { url, answer } of waiting.splice(0)) {
      const [, kind, surah] = /\/quran\/translations\/(\w+)\/(\d+)\.json$/.exec(url)!;
      const file = translationFileText({ surah: Number(surah), translation: kind as ShippedTranslationKind, verses: IKHLAS[kind as ShippedTranslationKind] });
      answer(status === 200 ? new Response(file) : new Response('Server error', { status }));
    }
    await act(async () => {
      await vi.waitFor(() => expect(waiting).toEqual([]));
    });
  };
  return { asked, answer };
}

const ayah = (number: number) => document.getElementById(String(number))!;
/** The settings' own status line; the hands-free controls, drawn beside them, have theirs. */
const status = () => {
  const [settings] = screen.getAllByRole('status').filter((region) => !region.closest('[role="group"]'));
  if (!settings) throw new Error('No status line of the reading settings');
  return settings;
};
const lineIn = (number: number, kind: ShippedTranslationKind) => ayah(number).querySelector(`[data-shipped-translation="${kind}"]`);

async function mount(page: PageProps = english) {
  render(<QuranSettings block={block()} {...page} />, { container: document.body.appendChild(document.createElement('div')) });
  fireEvent.click(screen.getByText(page.text.summary));
  // What draws the lines is loaded with the first translation chosen.
  await act(() => vi.dynamicImportSettled());
}

const toggle = async (label: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('checkbox', { name: label }));
    await vi.dynamicImportSettled();
  });
};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-01T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  drawStaticText();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the translations shipped with the site, in the reading settings', () => {
  it('are offered as Urdu, English and transliteration, each off until chosen, and ask nothing of the network', async () => {
    const network = fakeNetwork();
    await mount();
    const group = screen.getByRole('group', { name: 'Under each ayah' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toEqual(['Urdu', 'English', 'Transliteration'].map((label) => within(group).getByRole('checkbox', { name: label })));
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(status().textContent).toBe('');
    expect(network.asked).toEqual([]);
  });

  it('show a chosen translation under each ayah, in its language and direction, saying "Loading Quran..." until it arrives, and credit it', async () => {
    const network = fakeNetwork();
    await mount();
    await toggle('Urdu');
    expect(status().textContent).toBe('Loading Quran...');
    expect(network.asked).toEqual(['/quran/translations/ur/112.json']);
    expect(lineIn(1, 'ur')).toBeNull();

    await network.answer();
    expect(status().textContent).toBe('');
    IKHLAS.ur.forEach((verse, index) => {
      const line = lineIn(index + 1, 'ur')!;
      expect(line.textContent).toBe(verse);
      expect([line.getAttribute('lang'), line.getAttribute('dir')]).toEqual(['ur', 'rtl']);
    });
    const credit = screen.getByRole('link', { name: "Urdu translation by Abul A'la Maududi" });
    expect(credit.getAttribute('href')).toBe('https://tanzil.net/trans/ur.maududi');
    // Beside the Quran text's own credit, under the text.
    const creditLine = credit.closest('p')!;
    expect(creditLine.previousElementSibling!.textContent).toMatch(/^Quran text/);
    expect(creditLine.textContent).toBe("Under each ayah: Urdu translation by Abul A'la Maududi. From Tanzil, by way of the quran-json package, under the CC BY-SA 4.0 licence.");
    expect(JSON.parse(window.localStorage.getItem('quran-reader.settings')!)).toMatchObject({ lines: ['ur'] });
  });

  it('show several at once in the settings’ order, take one away when it is turned off, and fetch each once for the page', async () => {
    const network = fakeNetwork();
    await mount();
    await toggle('Transliteration');
    await toggle('English');
    await network.answer();
    await toggle('Urdu');
    await network.answer();
    expect([...ayah(3).querySelectorAll('[data-shipped-translation]')].map((line) => [line.getAttribute('data-shipped-translation'), line.getAttribute('lang')])).toEqual([
      ['ur', 'ur'],
      ['en', 'en'],
      ['transliteration', 'en'],
    ]);
    expect(screen.getAllByRole('link', { name: /translation by|transliteration/ }).map((link) => link.textContent)).toEqual([
      "Urdu translation by Abul A'la Maududi",
      'English translation by Saheeh International',
      'English transliteration',
    ]);

    await toggle('Urdu');
    expect(lineIn(3, 'ur')).toBeNull();
    expect(lineIn(3, 'en')!.textContent).toBe(IKHLAS.en[2]);
    expect(screen.queryByRole('link', { name: /Urdu translation/ })).toBeNull();
    await toggle('English');
    await toggle('Transliteration');
    expect(document.querySelectorAll('[data-shipped-translation]')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /transliteration/ })).toBeNull();

    await toggle('Urdu');
    expect(lineIn(4, 'ur')!.textContent).toBe(IKHLAS.ur[3]);
    expect(status().textContent).toBe('');
    expect(network.asked.sort()).toEqual(['/quran/translations/en/112.json', '/quran/translations/transliteration/112.json', '/quran/translations/ur/112.json']);
  });

  it('say when a translation could not be loaded, and Retry loads it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const network = fakeNetwork();
    await mount();
    await toggle('English');
    await network.answer(503);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^The English translation could not be loaded\. Please check your connection and try again\./);
    expect(status().textContent).toBe('');
    expect(logged).toHaveBeenCalledWith('The English translation could not be loaded:', expect.objectContaining({ message: '/quran/translations/en/112.json answered HTTP 503' }));

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('Loading Quran...');
    await network.answer();
    expect(lineIn(1, 'en')!.textContent).toBe(IKHLAS.en[0]);
    expect(network.asked).toEqual(['/quran/translations/en/112.json', '/quran/translations/en/112.json']);
  });

  it('come back as chosen on the next page, and a translation kept from before them shows in its language', async () => {
    window.localStorage.setItem('quran-reader.settings', JSON.stringify({ size: 'medium', translation: 'ur', shortcuts: true }));
    const network = fakeNetwork();
    await mount();
    expect(screen.getByRole('checkbox', { name: 'Urdu' })).toHaveProperty('checked', true);
    expect(network.asked).toEqual(['/quran/translations/ur/112.json']);
    await network.answer();
    expect(lineIn(2, 'ur')!.textContent).toBe(IKHLAS.ur[1]);
  });

  it('add nothing to the page’s HTML: the choices and the status region are drawn once the script runs', async () => {
    const html = renderToString(<QuranSettings block={block()} {...english} />);
    expect(html).not.toMatch(/Under each ayah|checkbox" [^>]*Urdu|role="status"/);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <QuranSettings block={block()} {...english} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(within(container).getByRole('checkbox', { name: 'Urdu', hidden: true })).toBeTruthy();
    // The settings' status line, and the hands-free controls' beside it: nothing to say yet.
    const regions = within(container).getAllByRole('status', { hidden: true });
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.filter((region) => region.textContent !== '')).toEqual([]);
    // Hydrated by hand, so unmounted by hand: its shortcuts listen on the whole document.
    act(() => root.unmount());
    container.remove();
  });
});

describe('on an Urdu page', () => {
  /** The page as the build draws it in Urdu: the Urdu translation under each ayah, and its credit. */
  function drawUrduText() {
    document.body.innerHTML = `
      <article data-surah="112"><ol lang="ar" dir="rtl">${IKHLAS.ur.map((verse, index) => `<li id="${index + 1}"><p>آية ${index + 1}</p><p data-shipped-translation="ur" lang="ur" dir="rtl">${verse}</p></li>`).join('')}</ol></article>
      <p>Quran text: the Uthmani script.</p>
      <p data-translation-credit="">ہر آیت کے نیچے</p>`;
  }

  it('find the Urdu translation drawn with the page: chosen, fetched from nowhere, and the settings and the credit in Urdu', async () => {
    drawUrduText();
    const network = fakeNetwork();
    await mount(urdu);
    const group = screen.getByRole('group', { name: urdu.text.underEachAyah });
    const boxes = (['ur', 'en', 'transliteration'] as const).map((kind) => within(group).getByRole<HTMLInputElement>('checkbox', { name: urdu.text.shipped[kind].label }));
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false]);
    expect(status().textContent).toBe('');
    expect(network.asked).toEqual([]);
    expect(lineIn(1, 'ur')!.textContent).toBe(IKHLAS.ur[0]);
    const credit = screen.getByRole('link', { name: urdu.text.shipped.ur.work });
    expect(credit.closest('p')!.textContent).toBe(`ہر آیت کے نیچے: ${urdu.text.shipped.ur.work}۔ ماخذ Tanzil، بذریعہ quran-json پیکیج، CC BY-SA 4.0 لائسنس کے تحت۔`);
    // A default, not a choice: nothing is kept until the reader changes a setting.
    expect(window.localStorage.getItem('quran-reader.settings')).toBeNull();

    // Turned off, it goes with its credit; turned on again, it is fetched, as any translation is.
    await toggle(urdu.text.shipped.ur.label);
    expect(lineIn(1, 'ur')).toBeNull();
    expect(document.querySelector('[data-translation-credit]')).toBeNull();
    await toggle(urdu.text.shipped.ur.label);
    expect(status().textContent).toBe(urdu.text.loading);
    expect(network.asked).toEqual(['/quran/translations/ur/112.json']);
    await network.answer();
    expect(lineIn(4, 'ur')!.textContent).toBe(IKHLAS.ur[3]);
  });

  it('leave the Urdu translation off for a reader who turned it off, and say a failure in Urdu', async () => {
    window.localStorage.setItem('quran-reader.settings', JSON.stringify({ size: 'medium', translation: 'off', lines: ['en'], shortcuts: true, pace: 10 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const network = fakeNetwork();
    await mount(urdu);
    expect(screen.getByRole('checkbox', { name: urdu.text.shipped.ur.label })).toHaveProperty('checked', false);
    expect(network.asked).toEqual(['/quran/translations/en/112.json']);
    await network.answer(503);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(`انگریزی ترجمہ لوڈ نہیں ہو سکا۔ ${urdu.text.checkConnection}${urdu.text.retry}`);
    expect(within(alert).getByRole('button', { name: urdu.text.retry })).toBeTruthy();
  });
});

describe('the translation from the remote source, when the settings offer it', () => {
  // Its failure and Retry are tested in the browser, against a faked API (tests/e2e/quran.spec.ts).
  it('says "Loading Quran..." while it loads, as the shipped ones do', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return new Promise<Response>(() => undefined);
    });
    render(<QuranSettings block={{ ...block(), source: 'remote', remoteBaseUrl: 'https://quran-api.test' }} {...english} />, { container: document.body.appendChild(document.createElement('div')) });
    fireEvent.click(screen.getByText('Reading settings and keyboard shortcuts'));
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Translation' }), { target: { value: screen.getByRole<HTMLOptionElement>('option', { name: 'English' }).value } });
      await vi.dynamicImportSettled();
    });
    await act(() => vi.waitFor(() => expect(asked).toHaveLength(1)));
    expect(asked[0]).toMatch(/^https:\/\/quran-api\.test\/v1\/surah\/112\/editions\//);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Loading Quran...');
  });
});
