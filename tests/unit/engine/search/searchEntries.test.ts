import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../src/app/page/pageSchema';
import { searchEntries } from '../../../../scripts/engine/search/searchEntries';
import { searchForm } from '../../../../src/services/search/searchForm';

type Crumb = { label: string; to?: string };

function page(path: string, title: string, blocks: object[] = [{ type: 'prose' }], extra: { listed?: boolean; breadcrumbs?: Crumb[] } = {}): Page {
  return { path, title, listed: extra.listed ?? true, breadcrumbs: extra.breadcrumbs, blocks } as unknown as Page;
}

/** The opening of Ayat al-Kursi as the build resolves the ayah-text block: written with every mark. */
const AYAT_AL_KURSI = {
  id: '2:255',
  surahName: 'Al-Baqarah',
  text: 'ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ',
  urdu: 'اللہ، وہ زندہ جاوید ہستی، جو تمام کائنات کو سنبھالے ہوئے ہے',
  english: 'Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence.',
  transliteration: 'Allahu la ilaha illa huwa alhayyu alqayyoomu',
};

const ayahPage = page('/read-quran/2/255', 'Ayat al-Kursi (2:255)', [{ type: 'page-header' }, { type: 'ayah-text', ayah: { ayah: AYAT_AL_KURSI } }]);
const surahPage = page('/read-quran/2', 'Surah Al-Baqarah', [{ type: 'surah-text', surah: { surah: { number: 2, name: 'البقرة', englishName: 'Al-Baqarah', meaning: 'The Cow' } } }]);

describe('what the search index holds', () => {
  it('leaves out the owner\'s unlisted pages, the not-found and offline pages, and the search page itself', () => {
    const pages = [
      page('/about', 'About Us'),
      page('/manage-blogs', 'Manage blogs', [{ type: 'blog-manager' }], { listed: false }),
      page('*', 'Page not found', [{ type: 'not-found' }]),
      page('/offline', 'You are offline'),
      page('/search', 'Search', [{ type: 'page-header' }, { type: 'search-results' }]),
      page('/contact', 'Contact'),
    ];
    expect(searchEntries(pages).map((entry) => entry.url)).toEqual(['/about', '/contact']);
  });

  it("an ayah's page is written out from the ayah: its reference word, the English, and the Urdu and Arabic as queries are reduced", () => {
    const [entry] = searchEntries([ayahPage]);
    expect(entry).toMatchObject({ source: 'record', url: '/read-quran/2/255', kind: 'Quran', title: 'Al-Baqarah 2:255' });
    if (entry?.source !== 'record') throw new Error('an ayah is a record');
    expect(entry.content.split('\n')).toEqual([
      'Al-Baqarah 2:255',
      'quran2v255',
      AYAT_AL_KURSI.english,
      // One letter form for Urdu's and Arabic's (ہ ی ک as ه ي ك), and the hamza seat as its letter.
      'الله، وه زنده جاويد هستي، جو تمام كاينات كو سنبهالے هويے هے',
      // No vowel or recitation marks, and the wasla's alef a plain alef.
      'الله لا اله الا هو الحي القيوم',
      AYAT_AL_KURSI.transliteration,
    ]);
    // The lines as written, marks and all, to show with the result.
    expect(entry.meta).toEqual({ title: 'Al-Baqarah 2:255', en: AYAT_AL_KURSI.english, ur: AYAT_AL_KURSI.urdu, ar: AYAT_AL_KURSI.text, tr: AYAT_AL_KURSI.transliteration });
  });

  it("a surah's page is written out from the surah: its names and meaning, under the page's title", () => {
    expect(searchEntries([surahPage])).toEqual([
      {
        source: 'record',
        url: '/read-quran/2',
        kind: 'Quran',
        title: 'Surah Al-Baqarah',
        content: 'Surah Al-Baqarah\nAl-Baqarah Surah 2\nالبقره\nThe Cow',
        // The names as written, to show with the result: the index holds them only reduced.
        meta: { title: 'Surah Al-Baqarah', en: 'Al-Baqarah - Surah 2: The Cow', ar: 'البقرة', ur: '' },
      },
    ]);
  });

  it("a surah's record carries the name and meaning its Urdu page gives it, so the name as Urdu readers write it finds the surah", () => {
    const yaSin = page('/read-quran/36', 'Surah Ya-Sin (Ya-Sin)', [{ type: 'surah-text', surah: { surah: { number: 36, name: 'يس', englishName: 'Ya-Sin', meaning: 'Ya-Sin' } } }]);
    // The Urdu site's surah collection names each surah as Urdu readers write it, in the field the English gives its English name.
    const inUrdu = (path: string, title: string, number: number, name: string, englishName: string, meaning: string) =>
      page(path, title, [{ type: 'surah-text', surah: { surah: { number, name, englishName, meaning } } }]);
    const urdu = [inUrdu('/ur/read-quran/2', 'سورۃ البقرہ (گائے)', 2, 'البقرة', 'البقرہ', 'گائے'), inUrdu('/ur/read-quran/36', 'سورۃ یٰسین (حروفِ مقطعات یا سین)', 36, 'يس', 'یٰسین', 'حروفِ مقطعات یا سین')];
    const entries = searchEntries([surahPage, yaSin], [{ prefix: '/ur', language: { code: 'ur', direction: 'rtl' }, pages: urdu }]);
    // Indexed once, under the English page, the Urdu pages adding no record of their own.
    expect(entries.map((entry) => entry.url)).toEqual(['/read-quran/2', '/read-quran/36']);
    const contentOf = (url: string) => {
      const entry = entries.find((found) => found.url === url);
      if (entry?.source !== 'record') throw new Error('a surah is a record');
      return entry.content.split('\n');
    };
    expect(contentOf('/read-quran/2')).toEqual(['Surah Al-Baqarah', 'Al-Baqarah Surah 2', 'البقره', 'The Cow', 'سوره البقره (گايے)', 'البقره', 'گايے']);
    // Ya-Sin as Urdu readers write it is not the Arabic name reduced: the record holds it as a query of it is reduced.
    expect(searchForm('یٰسین')).not.toBe(searchForm('يس'));
    const urduNames = entries.map((entry) => (entry.source === 'record' ? entry.meta.ur : undefined));
    expect(urduNames).toEqual(['سورۃ البقرہ (گائے)', 'سورۃ یٰسین (حروفِ مقطعات یا سین)']);
    expect(contentOf('/read-quran/36').slice(4)).toEqual([searchForm('سورۃ یٰسین (حروفِ مقطعات یا سین)'), searchForm('یٰسین'), searchForm('حروفِ مقطعات یا سین')]);
  });

  it("gives a reader's record its title and address in each other language, for that language's search page", () => {
    const urduSurah = page('/ur/read-quran/2', 'سورۃ البقرہ (گائے)', [{ type: 'surah-text', surah: { surah: { number: 2, name: 'البقرة', englishName: 'البقرہ', meaning: 'گائے' } } }]);
    const kursi = { ...AYAT_AL_KURSI, surahTo: '/read-quran/2' };
    const ayah = page('/read-quran/2/255', 'Ayat al-Kursi (2:255)', [{ type: 'ayah-text', ayah: { ayah: kursi } }]);
    const entries = searchEntries([surahPage, ayah], [{ prefix: '/ur', language: { code: 'ur', direction: 'rtl' }, pages: [urduSurah] }]);
    const metaOf = (url: string) => {
      const entry = entries.find((found) => found.url === url);
      if (entry?.source !== 'record') throw new Error('the reader is indexed as records');
      return entry.meta;
    };
    // The surah's Urdu page has its own address and title.
    expect(metaOf('/read-quran/2')).toMatchObject({ title: 'Surah Al-Baqarah', title_ur: 'سورۃ البقرہ (گائے)', url_ur: '/ur/read-quran/2' });
    // An ayah's page is one page: in Urdu it is titled by the surah's Urdu name, and leads where it is.
    expect(metaOf('/read-quran/2/255')).toMatchObject({ title: 'Al-Baqarah 2:255', title_ur: 'البقرہ 2:255' });
    expect(metaOf('/read-quran/2/255')).not.toHaveProperty('url_ur');
    // Without an Urdu surah page, nothing is added.
    expect(searchEntries([ayah]).map((entry) => (entry.source === 'record' ? Object.keys(entry.meta) : []))).toEqual([['title', 'en', 'ur', 'ar', 'tr']]);
  });

  it('every other page is read from its built HTML, with its title and kind, in the order of pages.yaml', () => {
    const courses = page('/courses', 'Our Courses', [{ type: 'course-cards' }], { breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Courses' }] });
    const tajweed = page('/courses/tajweed', 'Tajweed', [{ type: 'prose' }], {
      breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Courses', to: '/courses' }, { label: 'Tajweed' }],
    });
    const books = page('/books', 'Books', [{ type: 'book-library' }]);
    expect(searchEntries([page('/', 'Home'), courses, tajweed, books, ayahPage]).filter((entry) => entry.source === 'html')).toEqual([
      { source: 'html', url: '/', kind: 'Other pages', title: 'Home' },
      { source: 'html', url: '/courses', kind: 'Courses', title: 'Our Courses' },
      { source: 'html', url: '/courses/tajweed', kind: 'Courses', title: 'Tajweed' },
      { source: 'html', url: '/books', kind: 'Books', title: 'Books' },
    ]);
  });

  it('holds the pages in Urdu too, each under the kind of the page it translates, leaving out their offline and not-found pages and the reader (indexed once)', () => {
    const courses = page('/courses', 'Our Courses', [{ type: 'course-cards' }], { breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Courses' }] });
    const tajweed = page('/courses/tajweed', 'Tajweed', [{ type: 'prose' }], {
      breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Courses', to: '/courses' }, { label: 'Tajweed' }],
    });
    const urduTajweed = page('/ur/courses/tajweed', 'تجوید', [{ type: 'prose' }], {
      breadcrumbs: [{ label: 'ہوم', to: '/ur/' }, { label: 'کورسز', to: '/ur/courses' }, { label: 'تجوید' }],
    });
    const urdu = [page('/ur/', 'ہوم'), urduTajweed, page('/ur/offline', 'آپ آف لائن ہیں'), page('*', 'صفحہ نہیں ملا', [{ type: 'not-found' }]), page('/ur/read-quran/2', 'سورۃ البقرہ', surahPage.blocks)];
    const entries = searchEntries([page('/', 'Home'), courses, tajweed, surahPage], [{ prefix: '/ur', language: { code: 'ur', direction: 'rtl' }, pages: urdu }]);
    expect(entries.map((entry) => [entry.url, entry.kind, entry.title])).toEqual([
      ['/', 'Other pages', 'Home'],
      ['/courses', 'Courses', 'Our Courses'],
      ['/courses/tajweed', 'Courses', 'Tajweed'],
      ['/read-quran/2', 'Quran', 'Surah Al-Baqarah'],
      ['/ur/', 'Other pages', 'ہوم'],
      ['/ur/courses/tajweed', 'Courses', 'تجوید'],
    ]);
    // Their results are marked as written in Urdu; the English ones carry no language of their own.
    expect(entries.map((entry) => (entry.source === 'html' ? entry.language?.code : undefined))).toEqual([undefined, undefined, undefined, undefined, 'ur', 'ur']);
  });
});
