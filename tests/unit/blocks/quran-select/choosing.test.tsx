// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuranSelectProps } from '../../../../src/blocks/quran-select/choosing';
import { QuranSelect } from '../../../../src/blocks/quran-select/QuranSelect.client';
import type * as SurahChoices from '../../../../src/blocks/quran-select/surahChoices';
import { quranSelectBlock } from '../../../../src/blocks/quran-select/schema';
import { withValidationContext } from '../../../../src/schema/context';
import { en } from '../../../../src/i18n/messages/en';
import { englishLocale, urduFormats } from '../../support/locale';
import { urduGroup } from '../../support/urdu';
import { contentFile } from '../../support/realSite';
import { smallSiteContext } from '../../support/validationContext';

/** Where the controls send the reader: the page they open (the navigation itself is the browser's). */
const opened = vi.hoisted(() => ({ pages: [] as string[] }));
vi.mock('../../../../src/blocks/quran-select/openPage', () => ({ openPage: (href: string) => opened.pages.push(href) }));

const surahs = () => contentFile('surahs').map(({ number, name, englishName, ayat }) => [number, `${name} - ${englishName}`, ayat] as const);

/** The page's language, as the root element says it before the island's module loads; and the lists it read. */
const listsRead = vi.hoisted(() => {
  document.documentElement.lang = 'en';
  return [] as string[];
});

/**
 * The list of every surah, as the site's file serves it, read as the island wakes. Read from the
 * content file directly: the site's loader would load this very module.
 */
vi.mock('../../../../src/blocks/quran-select/surahChoices', async (importOriginal) => {
  const actual = await importOriginal<typeof SurahChoices>();
  const [{ readFileSync }, { parse }] = await Promise.all([import('node:fs'), import('yaml')]);
  const items = parse(readFileSync('content/surahs.yaml', 'utf8')) as Parameters<typeof actual.surahChoice>[0][];
  return {
    ...actual,
    readSurahChoices: (language: string) => {
      listsRead.push(language);
      return Promise.resolve(items.map(actual.surahChoice));
    },
  };
});

const surahSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Select Surah' });
const ayahSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Select Ayah' });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

/** A choice as a pointer, a finger or an opened list makes it: the select is pressed, then its value changes. */
function choose(select: HTMLSelectElement, value: string) {
  fireEvent.pointerDown(select);
  fireEvent.change(select, { target: { value } });
}

/**
 * A key pressed on a closed select, as Chrome on Windows and Firefox handle it: an arrow key (or a
 * typed letter) moves the choice and fires `change` at once, the list staying closed.
 */
function press(select: HTMLSelectElement, key: string, movesTo?: string, modifiers: { altKey?: boolean } = {}) {
  fireEvent.keyDown(select, { key, ...modifiers });
  if (movesTo !== undefined) fireEvent.change(select, { target: { value: movesTo } });
}

/** Where the reader is, as the page's props say it: the surah's own option, and the ayah; and the controls' texts, in English. */
const placeOf = ({ surah, ayah }: { surah?: number; ayah?: number }, reader = { prefix: '', ayahPages: true }): QuranSelectProps => ({
  surah: surahs().find(([number]) => number === surah),
  ayah,
  text: en.reader.quranSelect,
  formats: englishLocale.formats,
  direction: englishLocale.direction,
  reader,
});

const show = (place: { surah?: number; ayah?: number }, reader?: QuranSelectProps['reader']) => render(<QuranSelect {...placeOf(place, reader)} />);

beforeEach(() => {
  opened.pages = [];
});

afterEach(() => {
  cleanup();
});

describe('choosing with a pointer or by touch', () => {
  it('on the index, a surah opens its page, and "Select Ayah" appears once a surah is chosen', () => {
    show({});
    expect(screen.queryByRole('combobox', { name: 'Select Ayah' })).toBeNull();
    expect(optionTexts(surahSelect()).slice(0, 3)).toEqual(['Choose a surah', 'الفاتحة - Al-Fatihah', 'البقرة - Al-Baqarah']);
    // The list in the page's language, read once for every select on the page.
    expect(listsRead).toEqual(['en']);
    choose(surahSelect(), '1');
    expect(opened.pages).toEqual(['/read-quran/1']);
    expect(optionTexts(ayahSelect())).toEqual(['Ayah 1', 'Ayah 2', 'Ayah 3', 'Ayah 4', 'Ayah 5', 'Ayah 6', 'Ayah 7']);
    expect(ayahSelect().value).toBe('1');
  });

  it('on a surah page, another ayah opens its own page, and another surah its page', () => {
    show({ surah: 1 });
    expect([surahSelect().value, ayahSelect().value]).toEqual(['1', '1']);
    choose(ayahSelect(), '3');
    expect(opened.pages).toEqual(['/read-quran/1/3']);
    choose(surahSelect(), '114');
    expect(opened.pages).toEqual(['/read-quran/1/3', '/read-quran/114']);
  });

  it('on an Urdu surah page, another ayah opens its place on the Urdu surah page (Urdu has no ayah pages), another surah its Urdu page', () => {
    show({ surah: 1 }, { prefix: '/ur', ayahPages: false });
    choose(ayahSelect(), '3');
    expect(opened.pages).toEqual(['/ur/read-quran/1#3']);
    choose(surahSelect(), '114');
    expect(opened.pages).toEqual(['/ur/read-quran/1#3', '/ur/read-quran/114']);
    expect(surahSelect().form!.getAttribute('action')).toBe('/ur/read-quran');
  });

  it('on an ayah page, "Ayah 1" opens the whole surah; choosing another surah starts it at "Ayah 1" with its own ayat', () => {
    show({ surah: 2, ayah: 255 });
    expect([surahSelect().value, ayahSelect().value]).toEqual(['2', '255']);
    expect(optionTexts(ayahSelect())).toHaveLength(286);
    choose(ayahSelect(), '1');
    expect(opened.pages).toEqual(['/read-quran/2']);
    choose(surahSelect(), '112');
    expect(opened.pages).toEqual(['/read-quran/2', '/read-quran/112']);
    expect(optionTexts(ayahSelect())).toEqual(['Ayah 1', 'Ayah 2', 'Ayah 3', 'Ayah 4']);
    expect(ayahSelect().value).toBe('1');
  });

  it('opens nothing when the choice is where the reader already is', () => {
    show({ surah: 2 });
    press(surahSelect(), 'ArrowDown', '3');
    choose(surahSelect(), '2');
    expect(opened.pages).toEqual([]);
    expect(surahSelect().value).toBe('2');
  });
});

describe('choosing with the keyboard', () => {
  it('the arrow keys move through the surahs without leaving the page; Enter opens the one chosen', () => {
    show({ surah: 1 });
    press(surahSelect(), 'ArrowDown', '2');
    press(surahSelect(), 'ArrowDown', '3');
    press(surahSelect(), 'ArrowUp', '2');
    expect(opened.pages).toEqual([]);
    expect(surahSelect().value).toBe('2');
    // The ayat follow the surah moved to, from "Ayah 1".
    expect(optionTexts(ayahSelect())).toHaveLength(286);
    expect(ayahSelect().value).toBe('1');
    press(surahSelect(), 'Enter');
    expect(opened.pages).toEqual(['/read-quran/2']);
  });

  it('a surah and then an ayah moved to with the keys open together, with Enter on the ayah or the Read button', () => {
    show({});
    press(surahSelect(), 'ArrowDown', '1');
    expect(optionTexts(ayahSelect())).toHaveLength(7);
    press(ayahSelect(), 'End', '7');
    press(ayahSelect(), 'PageUp', '3');
    expect(opened.pages).toEqual([]);
    press(ayahSelect(), 'Enter');
    expect(opened.pages).toEqual(['/read-quran/1/3']);
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(opened.pages).toEqual(['/read-quran/1/3', '/read-quran/1/3']);
  });

  it('a letter typed to jump to an option moves the choice without leaving the page either', () => {
    show({ surah: 1 });
    press(ayahSelect(), '5', '5');
    expect(opened.pages).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(opened.pages).toEqual(['/read-quran/1/5']);
  });

  it('a choice made in the opened list (Alt+Down, then Enter in the list) opens at once, as a pointer\'s does', () => {
    show({ surah: 1 });
    press(ayahSelect(), 'ArrowDown', undefined, { altKey: true });
    fireEvent.change(ayahSelect(), { target: { value: '4' } });
    expect(opened.pages).toEqual(['/read-quran/1/4']);
  });

  it('after the keys, a press of the pointer makes the next choice open at once', () => {
    show({ surah: 1 });
    press(ayahSelect(), 'ArrowDown', '2');
    expect(opened.pages).toEqual([]);
    choose(ayahSelect(), '6');
    expect(opened.pages).toEqual(['/read-quran/1/6']);
  });

  it('after the keys, leaving the select makes the next choice (a screen reader\'s, with no key or pointer seen) open at once', () => {
    show({ surah: 1 });
    press(ayahSelect(), 'ArrowDown');
    fireEvent.blur(ayahSelect());
    fireEvent.change(ayahSelect(), { target: { value: '2' } });
    expect(opened.pages).toEqual(['/read-quran/1/2']);
  });

  it('on the index, Enter and Read open nothing until a surah is chosen', () => {
    show({});
    press(surahSelect(), 'Enter');
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    expect(opened.pages).toEqual([]);
    expect(surahSelect().validity.valueMissing).toBe(true);
  });
});

describe('waking in the served page', () => {
  it('keeps the place the served selects hold, offers every surah and ayah, and opens nothing by itself', async () => {
    const props = placeOf({ surah: 2, ayah: 255 });
    const page = document.createElement('div');
    page.innerHTML = renderToString(<QuranSelect {...props} />);
    document.body.append(page);
    const served = within(page).getByRole<HTMLSelectElement>('combobox', { name: 'Select Ayah' });
    expect(optionTexts(served)).toEqual(['Ayah 255']);
    const root = await act(async () => hydrateRoot(page, <QuranSelect {...props} />));
    const [surahField, ayahField] = within(page).getAllByRole<HTMLSelectElement>('combobox');
    expect(ayahField).toBe(served);
    expect(optionTexts(surahField!)).toHaveLength(114);
    expect(optionTexts(ayahField!)).toHaveLength(286);
    expect([surahField!.value, ayahField!.value]).toEqual(['2', '255']);
    expect(opened.pages).toEqual([]);
    act(() => root.unmount());
    page.remove();
  });
});

describe('the block as written in pages.yaml', () => {
  const surahItems = new Map(contentFile('surahs').map((surah) => [surah.id, surah]));
  const parse = (block: object) => withValidationContext(smallSiteContext({ collections: new Map([['surahs', surahItems]]) }), () => quranSelectBlock.safeParse(block));
  const messages = (block: object) => parse(block).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('takes a surah by id and one of its ayat, or neither', () => {
    expect(parse({ type: 'quran-select', surah: '2', ayah: 286 }).data?.surah?.surah.englishName).toBe('Al-Baqarah');
    expect(parse({ type: 'quran-select' }).success).toBe(true);
  });

  it('refuses an ayah the surah does not have, an ayah with no surah, and a surah the site does not have', () => {
    expect(messages({ type: 'quran-select', surah: '2', ayah: 287 })).toEqual(['ayah: Al-Baqarah has 286 ayat, so no ayah 287']);
    expect(messages({ type: 'quran-select', ayah: 3 })).toEqual(['ayah: an ayah needs its surah: add surah']);
    expect(messages({ type: 'quran-select', surah: '115' })).toEqual(['surah: no item "115" in collection "surahs". Did you mean "11"?']);
    expect(messages({ type: 'quran-select', surah: '2', ayah: 0 })).toHaveLength(1);
  });
});

describe('on a page in Urdu', () => {
  it("marks the hint's English key name English, so it is read in an English voice", () => {
    const text = urduGroup('reader').quranSelect;
    render(<QuranSelect {...placeOf({ surah: 2 })} text={text} formats={urduFormats} direction="rtl" />);
    const hint = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text.hint);
    expect([...hint.querySelectorAll('[lang="en"][dir="ltr"]')].map((element) => element.textContent)).toEqual(['Enter']);
  });
});
