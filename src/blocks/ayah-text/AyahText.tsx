import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import type { ReactNode } from 'react';
import { container, section } from '../../theme/shared.css';
import type { BlockProps } from '../define';
import { arabicNumber } from '../surah-text/arabicNumber';
import { Attribution } from '../surah-text/Attribution';
import { preloadQuranFont } from '../surah-text/preloadQuranFont';
import * as surahStyles from '../surah-text/surahText.css';
import { shippedTranslations } from '../../services/quran/shippedTranslations';
import { TranslationCredit, type BundledTranslation } from '../surah-text/TranslationCredit';
import * as styles from './ayahText.css';
import type { AyahLink, AyahTextBlock } from './schema';

/** A translation under the ayah: what it is, the text in its own language and direction, and its credit. */
function Translation({ heading, translation, children }: { heading: string; translation: BundledTranslation; children: ReactNode }) {
  return (
    <div className={styles.translation}>
      <h2 className={styles.label}>
        {heading}
      </h2>
      {children}
      <TranslationCredit translation={translation} />
    </div>
  );
}

function Neighbour({ ayah, rel }: { ayah: AyahLink; rel: 'prev' | 'next' }) {
  return (
    <a href={ayah.to} rel={rel} className={rel === 'prev' ? surahStyles.previous : surahStyles.next}>
      <span className={surahStyles.direction}>{rel === 'prev' ? 'Previous ayah' : 'Next ayah'}</span> {ayah.surahName} {ayah.id}
    </a>
  );
}

/**
 * One ayah as static HTML: the Arabic in the Quran font, as the surah's page draws it, then its Urdu
 * and English translations and its transliteration, each credited where it is shown, and the way on:
 * the ayat either side (across surahs) and the whole surah, opened at this ayah.
 */
export function AyahText({ block }: BlockProps<AyahTextBlock>) {
  if (!block.ayah) return null;
  const { ayah, previous, next } = block.ayah;
  preloadQuranFont();
  return (
    <section className={section()}>
      <div className={container}>
        <article className={styles.ayah} data-ayah={ayah.id}>
          <p lang="ar" dir="rtl" className={styles.arabic}>
            {ayah.text}
            <span aria-hidden="true" className={surahStyles.marker}>
              ﴿{arabicNumber(ayah.number)}﴾
            </span>
          </p>
          <Translation heading="Urdu translation" translation="ur">
            <p lang={shippedTranslations.ur.lang} dir={shippedTranslations.ur.dir} className={styles.urdu}>
              {ayah.urdu}
            </p>
          </Translation>
          <Translation heading="English translation" translation="en">
            <p lang={shippedTranslations.en.lang} className={styles.english}>
              {ayah.english}
            </p>
          </Translation>
          <Translation heading="Transliteration" translation="transliteration">
            <p lang={shippedTranslations.transliteration.lang} className={styles.transliteration}>
              {ayah.transliteration}
            </p>
          </Translation>
        </article>
        <Attribution config={{ source: 'bundled' }} />
        <nav aria-label="Ayat" className={surahStyles.neighbours}>
          {previous && <Neighbour ayah={previous} rel="prev" />}
          <a href={`${ayah.surahTo}#${ayah.number}`} className={surahStyles.all}>
            Read the whole surah
          </a>
          {next && <Neighbour ayah={next} rel="next" />}
        </nav>
      </div>
    </section>
  );
}
