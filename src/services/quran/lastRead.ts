/** Where the reader last stopped on this device: the surah and the ayah at the top of the screen. */
export interface LastRead {
  readonly surah: number;
  readonly ayah: number;
  readonly englishName: string;
}

const STORAGE_KEY = 'quran-reader.last-read';

export function readLastRead(): LastRead | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LastRead> | null;
    if (value && Number.isInteger(value.surah) && Number.isInteger(value.ayah) && typeof value.englishName === 'string') return value as LastRead;
  } catch {
    // Blocked storage or a damaged value: there is simply no place to continue from.
  }
  return undefined;
}

export function writeLastRead(value: LastRead): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage can be blocked (private modes, strict settings); reading goes on, unremembered.
  }
}

/** The address of a place in the Quran: the surah's page, at its ayah. */
export function placeHref({ surah, ayah }: Pick<LastRead, 'surah' | 'ayah'>): string {
  return `/read-quran/${surah}${ayah > 1 ? `#${ayah}` : ''}`;
}

/**
 * The reader's old addresses (/read-quran?surah=2&ayah=255) as the surah's own page, or undefined
 * for a query that names no surah.
 */
export function legacyPlace(search: string, surahCount = 114): string | undefined {
  const params = new URLSearchParams(search);
  const number = (name: string) => (/^[1-9]\d{0,3}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : undefined);
  const surah = number('surah');
  if (!surah || surah > surahCount) return undefined;
  return placeHref({ surah, ayah: number('ayah') ?? 1 });
}
