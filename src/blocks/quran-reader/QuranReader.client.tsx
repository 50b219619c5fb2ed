import '@fontsource/amiri-quran/arabic-400.css';
import { useEffect, useId, useMemo, useRef } from 'react';
import { bundledSummaries, translationsOf } from '../../services/quran/index';
import type { BundledFirstView } from '../../services/quran/bundledFiles';
import { button, container, section, visuallyHidden } from '../../theme/shared.css';
import { useQueryParams } from '../../ui/useQueryParams';
import type { IslandProps } from '../define';
import { Attribution } from './Attribution';
import { LoadFailure } from './LoadFailure';
import * as styles from './quranReader.css';
import { ReaderControls } from './ReaderControls';
import { readSelection, selectionParams, surahHeading } from './reading';
import type { QuranReaderBlock } from './schema';
import { SurahText } from './SurahText';
import { useSurah } from './useQuranData';
import { useTranslationPreference } from './useTranslationPreference';

export type QuranReaderProps = IslandProps<QuranReaderBlock, { firstView: BundledFirstView }>;

/**
 * The Quran reader: choose a surah, then a verse; Al-Fatihah until another is chosen. The list of
 * surahs and Al-Fatihah come with the page (the text shipped with the site), so the first view is
 * in the prerendered HTML; every other surah is one request to the block's source when it is
 * chosen, never all 114 up front, and a remote source adds translations. The reading position
 * lives in the URL, so it can be shared and the back button returns to the previous one; it is
 * read once hydrated, so the prerendered page and the first client render agree.
 */
export function QuranReader({ block, firstView }: QuranReaderProps) {
  const config = { source: block.source, remoteBaseUrl: block.remoteBaseUrl };
  const surahs = useMemo(() => bundledSummaries(firstView.index), [firstView]);
  const [params, setParams] = useQueryParams();
  const [translationChoice, setTranslationChoice] = useTranslationPreference();
  const headingId = useId();

  const { surah, ayah } = readSelection(params, surahs);
  const offeredTranslations = translationsOf(block.source);
  const translation = translationChoice !== 'off' && offeredTranslations.includes(translationChoice) ? translationChoice : undefined;
  const text = useSurah(config, firstView, surah?.number, translation);

  // "Show all N verses" disappears once pressed; focus goes to the first verse now shown rather
  // than falling back to the page, so keyboard and screen reader users go on reading from there.
  const firstVerseRef = useRef<HTMLLIElement>(null);
  const focusFirstVerse = useRef(false);
  useEffect(() => {
    if (!focusFirstVerse.current || ayah > 1 || text.result.status !== 'ready') return;
    focusFirstVerse.current = false;
    firstVerseRef.current?.focus();
  }, [ayah, text.result.status]);

  const heading = surah && surahHeading(surah);
  const announcement = heading ? `${heading}, ${ayah > 1 ? `Ayah ${ayah}` : `all ${surah.verseCount} verses`}` : '';

  return (
    <section className={section()}>
      <div className={`${container} ${styles.reader}`}>
        <ReaderControls
          surahs={surahs}
          surah={surah}
          ayah={ayah}
          onSurah={(number) => setParams(selectionParams(number))}
          onAyah={(number) => setParams(selectionParams(surah?.number, number))}
          offeredTranslations={offeredTranslations}
          translation={translationChoice}
          onTranslation={setTranslationChoice}
        />
        <p aria-live="polite" className={visuallyHidden}>
          {announcement}
        </p>
        {surah && (
          <article aria-labelledby={headingId} className={styles.surah}>
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
            <p lang="ar" dir="rtl" className={styles.arabicName}>
              {surah.name}
            </p>
            {text.result.status === 'loading' && (
              <p role="status" className={styles.status}>
                Loading Quran...
              </p>
            )}
            {text.result.status === 'error' && <LoadFailure message={`Surah ${surah.englishName} could not be loaded.`} onRetry={text.retry} />}
            {text.result.status === 'ready' && (
              <SurahText surah={text.result.value} ayah={ayah} translation={translation} firstVerseRef={firstVerseRef} />
            )}
            {ayah > 1 && (
              <p className={styles.wholeSurah}>
                <button
                  type="button"
                  className={button({ variant: 'secondary' })}
                  onClick={() => {
                    focusFirstVerse.current = true;
                    setParams(selectionParams(surah.number));
                  }}
                >
                  Show all {surah.verseCount} verses
                </button>
              </p>
            )}
          </article>
        )}
        <Attribution config={config} />
      </div>
    </section>
  );
}
