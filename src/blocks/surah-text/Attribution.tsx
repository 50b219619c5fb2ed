import type { Messages } from '../../i18n/messages/en';
import { remoteBaseUrl, type QuranSourceConfig } from '../../services/quran/sources';
import { Message } from '../../ui/Message';
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
export function Attribution({ config, text }: { config: QuranSourceConfig; text: Messages['reader']['attribution'] }) {
  if (config.source === 'remote') {
    const base = remoteBaseUrl(config);
    return (
      <p className={styles.attribution}>
        <Message text={text.remote} parts={{ host: <a href={base}>{hostOf(base)}</a> }} />
      </p>
    );
  }
  return (
    <p className={styles.attribution}>
      <Message
        text={text.bundled}
        parts={{
          encyclopedia: <a href="https://quranenc.com/en/home">{text.encyclopedia}</a>,
          package: <a href="https://github.com/risan/quran-json">quran-json</a>,
          licence: <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>,
        }}
      />
    </p>
  );
}
