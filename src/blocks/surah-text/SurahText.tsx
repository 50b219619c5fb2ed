import { container, section, visuallyHidden } from '../../theme/shared.css';
import type { BlockProps } from '../define';
import { arabicNumber } from './arabicNumber';
import { Attribution } from './Attribution';
import { preloadQuranFont } from './preloadQuranFont';
import type { SurahTextBlock } from './schema';
import * as styles from './surahText.css';
import { revelationLabel } from './surahLabels';

/**
 * The ayah's number after its text. Where the ayah has a page of its own, the number links to it,
 * so that every verse is reached by links with no script; its name says where it leads, in English.
 */
function AyahMarker({ number, page }: { number: number; page: string | undefined }) {
  const marker = (
    <span aria-hidden="true" className={page ? undefined : styles.marker}>
      ﴿{arabicNumber(number)}﴾
    </span>
  );
  if (!page) return marker;
  return (
    <a href={page} className={styles.markerLink}>
      <span lang="en" className={visuallyHidden}>
        Ayah {number} on its own page
      </span>
      {marker}
    </a>
  );
}

/**
 * One surah, whole, as static HTML. Each ayah is a list item whose id is its number, so
 * /read-quran/2#255 scrolls to Ayat al-Kursi and marks it (the :target style) before any script
 * runs; the reading settings beside it only change how it looks.
 */
export function SurahText({ block }: BlockProps<SurahTextBlock>) {
  if (!block.surah) return null;
  const { surah, previous, next, verses, bismillah, ayahPages } = block.surah;
  preloadQuranFont();
  return (
    <section className={section()}>
      <div className={container}>
        <article className={styles.surah} aria-labelledby="surah-name" data-surah={surah.number}>
          <h2 id="surah-name" className={styles.name}>
            <span lang="ar" dir="rtl" className={styles.arabicName}>
              سورة {surah.name}
            </span>
            <span className={visuallyHidden}> ({surah.englishName})</span>
          </h2>
          <p className={styles.facts}>
            Surah {surah.number} · {surah.ayat} ayat · {revelationLabel(surah.revelation)}
          </p>
          {bismillah && (
            <p lang="ar" dir="rtl" className={styles.opening}>
              {bismillah}
            </p>
          )}
          <ol className={styles.verses} lang="ar" dir="rtl">
            {verses.map((text, index) => {
              const number = index + 1;
              return (
              // Focusable by script only: the keyboard shortcuts move focus from ayah to ayah.
              <li key={number} id={String(number)} value={number} className={styles.verse} tabIndex={-1}>
                <p className={styles.verseText}>
                  <span lang="en" dir="ltr" className={visuallyHidden}>
                    Ayah {number}:{' '}
                  </span>
                  {text}
                  <AyahMarker number={number} page={ayahPages[index]} />
                </p>
              </li>
              );
            })}
          </ol>
        </article>
        <Attribution config={{ source: 'bundled' }} />
        <nav aria-label="Surahs" className={styles.neighbours}>
          {previous && (
            <a href={previous.to} rel="prev" className={styles.previous}>
              <span className={styles.direction}>Previous surah</span> {previous.number}. {previous.englishName}
            </a>
          )}
          <a href="/read-quran" className={styles.all}>
            All surahs
          </a>
          {next && (
            <a href={next.to} rel="next" className={styles.next}>
              <span className={styles.direction}>Next surah</span> {next.number}. {next.englishName}
            </a>
          )}
        </nav>
      </div>
    </section>
  );
}
