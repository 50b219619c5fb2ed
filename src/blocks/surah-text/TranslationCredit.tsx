import type { Messages } from '../../i18n/messages/en';
import { Message } from '../../ui/Message';
import * as styles from './surahText.css';

/** The translations shipped with the site: each from Tanzil, in the quran-json package. */
export type BundledTranslation = 'ur' | 'en' | 'transliteration';

/** Each translation's page at Tanzil, and whether someone is named as its translator (the catalog names them). */
const credits: Readonly<Record<BundledTranslation, { readonly translator?: 'ur' | 'en'; readonly source: string }>> = {
  ur: { translator: 'ur', source: 'https://tanzil.net/trans/ur.maududi' },
  en: { translator: 'en', source: 'https://tanzil.net/trans/en.sahih' },
  transliteration: { source: 'https://tanzil.net/trans/en.transliteration' },
};

/**
 * The credit a translation is shown with: its translator, its source and its licence. quran-json
 * is shared under CC BY-SA 4.0 (its package.json says CC BY 4.0: the stricter is honoured, as for
 * the Arabic text), and Tanzil asks to be named with a link.
 */
export function TranslationCredit({ translation, text }: { translation: BundledTranslation; text: Messages['reader']['ayahText'] }) {
  const { translator, source } = credits[translation];
  return (
    <p className={styles.credit}>
      <Message
        text={translator ? text.translatedBy : text.from}
        parts={{
          translator: translator && text.translators[translator],
          tanzil: <a href={source}>Tanzil</a>,
          package: <a href="https://github.com/risan/quran-json">quran-json</a>,
          licence: <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>,
        }}
      />
    </p>
  );
}
