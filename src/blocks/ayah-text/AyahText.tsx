import '../../theme/fonts/nastaliq.css';
import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/en';
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
function Translation({ translation, text, children }: { translation: BundledTranslation; text: Messages['reader']['ayahText']; children: ReactNode }) {
  return (
    <div className={styles.translation}>
      <h2 className={styles.label}>
        {text.headings[translation]}
      </h2>
      {children}
      <TranslationCredit translation={translation} text={text} />
    </div>
  );
}

function Neighbour({ ayah, rel, text }: { ayah: AyahLink; rel: 'prev' | 'next'; text: Messages['reader']['ayahText'] }) {
  return (
    <a href={ayah.to} rel={rel} className={rel === 'prev' ? surahStyles.previous : surahStyles.next}>
      <span className={surahStyles.direction}>{rel === 'prev' ? text.previous : text.next}</span> {ayah.surahName} {ayah.id}
    </a>
  );
}

/**
 * One ayah as static HTML: the Arabic in the Quran font, as the surah's page draws it, then its Urdu
 * and English translations and its transliteration, each credited where it is shown, and the way on:
 * the ayat either side (across surahs) and the whole surah, opened at this ayah.
 */
export function AyahText({ block, locale }: BlockProps<AyahTextBlock>) {
  if (!block.ayah) return null;
  const { ayah, previous, next } = block.ayah;
  const { reader } = locale.messages;
  const text = reader.ayahText;
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
          <Translation translation="ur" text={text}>
            <p lang={shippedTranslations.ur.lang} dir={shippedTranslations.ur.dir} className={styles.urdu}>
              {ayah.urdu}
            </p>
          </Translation>
          <Translation translation="en" text={text}>
            <p lang={shippedTranslations.en.lang} className={styles.english}>
              {ayah.english}
            </p>
          </Translation>
          <Translation translation="transliteration" text={text}>
            <p lang={shippedTranslations.transliteration.lang} className={styles.transliteration}>
              {ayah.transliteration}
            </p>
          </Translation>
        </article>
        <Attribution config={{ source: 'bundled' }} text={reader.attribution} />
        <nav aria-label={text.neighbours} className={surahStyles.neighbours}>
          {previous && <Neighbour ayah={previous} rel="prev" text={text} />}
          <a href={`${ayah.surahTo}#${ayah.number}`} className={surahStyles.all}>
            {text.wholeSurah}
          </a>
          {next && <Neighbour ayah={next} rel="next" text={text} />}
        </nav>
      </div>
    </section>
  );
}
