import type { Ref } from 'react';
import { translations, type Surah, type TranslationId } from '../../services/quran/index';
import { visuallyHidden } from '../../theme/shared.css';
import { arabicNumber, versesToShow } from './reading';
import * as styles from './quranReader.css';

interface SurahTextProps {
  surah: Surah;
  ayah: number;
  translation: TranslationId | undefined;
  /** The first verse shown, focusable by script, so focus can be put there when more verses appear. */
  firstVerseRef?: Ref<HTMLLIElement>;
}

/** The chosen surah's verses (all of them, or the one chosen), in Arabic with an optional translation line. */
export function SurahText({ surah, ayah, translation, firstVerseRef }: SurahTextProps) {
  const shown = versesToShow(surah, ayah);
  const translated = translation && translations[translation];
  return (
    <>
      {surah.opening && ayah <= 1 && (
        <p lang="ar" dir="rtl" className={styles.opening}>
          {surah.opening}
        </p>
      )}
      <ol className={styles.verses} lang="ar" dir="rtl">
        {shown.map((verse, index) => (
          <li
            key={verse.number}
            value={verse.number}
            className={styles.verse}
            ref={index === 0 ? firstVerseRef : undefined}
            tabIndex={index === 0 ? -1 : undefined}
          >
            <p className={styles.verseText}>
              <span lang="en" dir="ltr" className={visuallyHidden}>
                Ayah {verse.number}:{' '}
              </span>
              {verse.text}
              <span aria-hidden="true" className={styles.marker}>
                ﴿{arabicNumber(verse.number)}﴾
              </span>
            </p>
            {translated && verse.translation && (
              <p lang={translated.lang} dir={translated.dir} className={styles.translation}>
                {verse.translation}
              </p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
