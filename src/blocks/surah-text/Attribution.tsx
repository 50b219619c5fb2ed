import { remoteBaseUrl, type QuranSourceConfig } from '../../services/quran/sources';
import * as styles from './surahText.css';

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/**
 * Where the text comes from, as its licence asks. quran-json's package.json says CC-BY-4.0, its
 * LICENSE file is CC BY-SA 4.0: the stricter one is honoured.
 */
export function Attribution({ config }: { config: QuranSourceConfig }) {
  if (config.source === 'remote') {
    const base = remoteBaseUrl(config);
    return (
      <p className={styles.attribution}>
        Quran text and translations from <a href={base}>{hostOf(base)}</a>.
      </p>
    );
  }
  return (
    <p className={styles.attribution}>
      Quran text: the Uthmani script of <a href="https://quranenc.com/en/home">The Noble Qur&apos;an Encyclopedia</a>, from the{' '}
      <a href="https://github.com/risan/quran-json">quran-json</a> package by Risan Bagja Pradana, under the{' '}
      <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a> licence.
    </p>
  );
}
