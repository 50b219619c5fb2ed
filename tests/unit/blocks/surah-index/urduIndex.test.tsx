// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { SurahIndex } from '../../../../src/blocks/surah-index/SurahIndex.client';
import type { SurahIndexBlock } from '../../../../src/blocks/surah-index/schema';
import type { Messages } from '../../../../src/i18n/messages/en';
import { readerAddressesFor } from '../../../../src/services/quran/ayahAddress';
import { surahById } from '../../support/surahs';
import { urduFormats } from '../../support/locale';

/*
 * The reader's index on an Urdu page: the place this device last read, and the reader's old query
 * links, open in Urdu, whichever language the place was read in.
 */

const urdu = (parse(readFileSync('content/translations/ur/messages/reader.yaml', 'utf8')) as { reader: Messages['reader'] }).reader;

/** The index as the Urdu page holds it: each surah named in Urdu, linking its Urdu page. */
const urduIndex: SurahIndexBlock = {
  type: 'surah-index',
  surahs: [
    { ...surahById('2'), englishName: 'البقرہ', to: '/ur/read-quran/2' },
    { ...surahById('18'), englishName: 'الکہف', to: '/ur/read-quran/18' },
  ],
};

function showIndex(address: string) {
  window.history.replaceState(null, '', address);
  const replace = vi.fn();
  // The index reads the query and leaves by replace(): the test keeps the page and sees where it would go.
  vi.spyOn(window, 'location', 'get').mockReturnValue({ search: window.location.search, replace } as unknown as Location);
  render(<SurahIndex block={urduIndex} text={urdu.surahIndex} facts={urdu.surahFacts} formats={urduFormats} reader={readerAddressesFor('/ur')} />);
  return replace;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the Urdu index of the surahs', () => {
  it('reopens the place read on an English page in Urdu, named as the Urdu page names the surah', async () => {
    window.localStorage.setItem('quran-reader.last-read', JSON.stringify({ surah: 18, ayah: 10, englishName: 'Al-Kahf' }));
    await act(async () => showIndex('/ur/read-quran'));
    const ten = new Intl.NumberFormat('ur-PK').format(10);
    const link = screen.getByRole('link', { name: `پڑھنا جاری رکھیں: الکہف، آیت ${ten}` });
    expect(link.getAttribute('href')).toBe('/ur/read-quran/18#10');
  });

  it("sends an old query link to the Urdu surah page, at the ayah's place on it", async () => {
    const replace = await act(async () => showIndex('/ur/read-quran?surah=2&ayah=255'));
    expect(replace).toHaveBeenCalledWith('/ur/read-quran/2#255');
  });
});
