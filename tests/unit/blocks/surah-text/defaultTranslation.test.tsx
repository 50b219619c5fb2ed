// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { drawLines, showCredits } from '../../../../src/blocks/quran-settings/translationLines';
import type { SurahTextBlock } from '../../../../src/blocks/surah-text/schema';
import { SurahText } from '../../../../src/blocks/surah-text/SurahText';
import { en, type Messages } from '../../../../src/i18n/messages/en';
import { pageLocale, type PageLocale } from '../../../../src/i18n/pageLocale';
import { englishLocale } from '../../support/locale';
import { surahById } from '../../support/surahs';

/*
 * The translation a page's language shows under each ayah (Urdu on an Urdu page) is drawn with the
 * page, so it reads with no script and the reading settings have nothing to do at load. The
 * settings take it away or put it back with their own code: both must draw the same thing.
 */

const IKHLAS_ARABIC = ['قُلْ هُوَ ٱللَّهُ أَحَدٌ', 'ٱللَّهُ ٱلصَّمَدُ', 'لَمْ يَلِدْ وَلَمْ يُولَدْ', 'وَلَمْ يَكُن لَّهُۥ كُفُوًا أَحَدٌۢ'];
const IKHLAS_URDU = ['کہو، وہ اللہ ہے، یکتا', 'اللہ سب سے بے نیاز ہے اور سب اس کے محتاج ہیں', 'نہ اس کی کوئی اولاد ہے اور نہ وہ کسی کی اولاد', 'اور کوئی اس کا ہمسر نہیں ہے'];
const IKHLAS_ENGLISH = ['Say, "He is Allah, [who is] One,', 'Allah, the Eternal Refuge.', 'He neither begets nor is born,', 'Nor is there to Him any equivalent."'];

const urduReader = (parse(readFileSync('content/translations/ur/messages/reader.yaml', 'utf8')) as { reader: Messages['reader'] }).reader;
const urduLocale = pageLocale({ code: 'ur', label: 'اردو', direction: 'rtl', intl: 'ur-PK', font: 'nastaliq' }, '/ur', { ...en, reader: urduReader });

const ikhlas: SurahTextBlock = {
  type: 'surah-text',
  surah: {
    surah: surahById('112'),
    previous: surahById('111'),
    next: surahById('113'),
    verses: IKHLAS_ARABIC,
    ayahPages: IKHLAS_ARABIC.map(() => undefined),
    index: '/read-quran',
    translations: new Map([['ur', IKHLAS_URDU], ['en', IKHLAS_ENGLISH]]),
  },
};

function drawPage(locale: PageLocale) {
  const page = { path: `${locale.prefix}/read-quran/112`, title: 'Al-Ikhlas', breadcrumbs: [] };
  document.body.innerHTML = renderToStaticMarkup(<SurahText block={ikhlas} page={page} site={undefined as never} firstView locale={locale} />);
}

const lines = (kind: string) => [...document.querySelectorAll(`article[data-surah] [data-shipped-translation="${kind}"]`)];
const credit = () => document.querySelector('[data-translation-credit]');

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a surah's text with its page's translation", () => {
  it('shows the Urdu translation under each ayah of an Urdu page, in Urdu and right to left, and credits it', () => {
    drawPage(urduLocale);
    expect(lines('ur').map((line) => [line.textContent, line.getAttribute('lang'), line.getAttribute('dir')])).toEqual(IKHLAS_URDU.map((verse) => [verse, 'ur', 'rtl']));
    // Each under its own ayah, after the Arabic.
    expect(lines('ur')[2]!.closest('li')!.id).toBe('3');
    expect(lines('ur')[2]!.previousElementSibling!.textContent).toContain(IKHLAS_ARABIC[2]);
    expect(lines('en')).toEqual([]);
    expect(credit()!.textContent).toBe(`ہر آیت کے نیچے: ${urduReader.quranSettings.shipped.ur.work}۔ ماخذ Tanzil، بذریعہ quran-json پیکیج، CC BY-SA 4.0 لائسنس کے تحت۔`);
    // Right after the Arabic text's own credit, where the reading settings put theirs.
    expect(credit()!.previousElementSibling!.textContent).toContain(urduReader.attribution.encyclopedia);
  });

  it('shows no translation on an English page: the Arabic alone, until the reader chooses one', () => {
    drawPage(englishLocale);
    expect(document.querySelectorAll('[data-shipped-translation]')).toHaveLength(0);
    expect(credit()).toBeNull();
  });

  it('draws the lines and the credit exactly as the reading settings draw them', () => {
    drawPage(urduLocale);
    const built = { lines: lines('ur').map((line) => line.cloneNode(true)), credit: credit()!.cloneNode(true) };
    for (const line of lines('ur')) line.remove();
    credit()!.remove();

    drawLines('ur', IKHLAS_URDU);
    showCredits(urduReader.quranSettings);
    expect(lines('ur').map((line, index) => line.isEqualNode(built.lines[index]!))).toEqual([true, true, true, true]);
    // The script appends its texts piece by piece; the parser reads them as one text between elements.
    credit()!.normalize();
    expect(credit()!.isEqualNode(built.credit)).toBe(true);
  });
});
