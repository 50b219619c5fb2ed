import * as styles from './surahText.css';

/** The translations shipped with the site: each from Tanzil, in the quran-json package. */
export type BundledTranslation = 'ur' | 'en' | 'transliteration';

/** Who made each translation, and its page at Tanzil. */
const credits: Readonly<Record<BundledTranslation, { readonly by?: string; readonly source: string }>> = {
  ur: { by: "Abul A'la Maududi", source: 'https://tanzil.net/trans/ur.maududi' },
  en: { by: 'Saheeh International', source: 'https://tanzil.net/trans/en.sahih' },
  transliteration: { source: 'https://tanzil.net/trans/en.transliteration' },
};

/**
 * The credit a translation is shown with: its translator, its source and its licence. quran-json
 * is shared under CC BY-SA 4.0 (its package.json says CC BY 4.0: the stricter is honoured, as for
 * the Arabic text), and Tanzil asks to be named with a link.
 */
export function TranslationCredit({ translation }: { translation: BundledTranslation }) {
  const { by, source } = credits[translation];
  return (
    <p className={styles.credit}>
      {by ? `Translated by ${by}, from ` : 'From '}
      <a href={source}>Tanzil</a>, in the <a href="https://github.com/risan/quran-json">quran-json</a> package, under the{' '}
      <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a> licence.
    </p>
  );
}
