import { readStored, writeStored } from '../deviceStore';
import { ayahHref, type ReaderAddresses } from './ayahAddress';

/** Where the reader last stopped on this device: the surah and the ayah at the top of the screen. */
export interface LastRead {
  readonly surah: number;
  readonly ayah: number;
  readonly englishName: string;
}

/** Its key in this device's store; its presence wakes the islands that show it. */
export const LAST_READ_KEY = 'quran-reader.last-read';

/** Where this device stopped; nothing when it has not read yet, or the kept value is damaged. */
export function readLastRead(): LastRead | undefined {
  return readStored(LAST_READ_KEY, (stored) => {
    const value = stored as Partial<LastRead> | null;
    return value && Number.isInteger(value.surah) && Number.isInteger(value.ayah) && typeof value.englishName === 'string' ? (value as LastRead) : undefined;
  });
}

export const writeLastRead = (value: LastRead): void => writeStored(LAST_READ_KEY, value);

/** The address of a place in the Quran: the surah's page in the language whose pages begin with `prefix`, at its ayah. */
export function placeHref({ surah, ayah }: Pick<LastRead, 'surah' | 'ayah'>, prefix = ''): string {
  return `${prefix}/read-quran/${surah}${ayah > 1 ? `#${ayah}` : ''}`;
}

/**
 * The reader's old addresses (/read-quran?surah=2&ayah=255) as the page they named, in the language
 * of `reader`: the ayah's own page (or its place on the surah's page, in a language without ayah
 * pages), or the surah's page for its first ayah, no ayah or an ayah the surah does not have.
 * Undefined for a query that names no surah. `ayatOf` says how many ayat a surah has, undefined for
 * no surah.
 */
export function legacyPlace(search: string, ayatOf: (surah: number) => number | undefined, reader?: ReaderAddresses): string | undefined {
  const params = new URLSearchParams(search);
  const number = (name: string) => (/^[1-9]\d{0,3}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : undefined);
  const surah = number('surah');
  const ayat = surah && ayatOf(surah);
  if (!surah || !ayat) return undefined;
  const ayah = number('ayah') ?? 1;
  return ayahHref({ surah, ayah: ayah <= ayat ? ayah : 1 }, reader);
}
