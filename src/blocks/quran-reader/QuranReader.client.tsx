import '@fontsource/amiri-quran/arabic-400.css';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { button, container, section, visuallyHidden } from '../../theme/shared.css';
import type { BlockProps } from '../types';
import { Attribution } from './Attribution';
import { LoadFailure } from './LoadFailure';
import * as styles from './quranReader.css';
import { ReaderControls } from './ReaderControls';
import { readSelection, selectionParams, surahHeading } from './reading';
import type { QuranReaderBlock } from './schema';
import { SurahText } from './SurahText';
import { useSurah, useSurahIndex } from './useQuranData';
import { useTranslationPreference } from './useTranslationPreference';

/**
 * SPEC.md's Quran reader: choose a surah, then a verse. One small index at load, one request per
 * surah chosen (DECISIONS.md row 6). The reading position lives in the URL, so it can be shared
 * and the back button returns to the previous one; it is read only once the index is in, after
 * hydration, so the prerendered page and the first client render agree.
 */
export function QuranReader({ block }: BlockProps<QuranReaderBlock>) {
  const config = { source: block.source, remoteBaseUrl: block.remoteBaseUrl };
  const index = useSurahIndex(config);
  const [params, setParams] = useSearchParams();
  const [translationChoice, setTranslationChoice] = useTranslationPreference();
  const headingId = useId();

  const ready = index.state.status === 'ready' ? index.state.value : undefined;
  const { surah, ayah } = ready ? readSelection(params, ready.surahs) : { surah: undefined, ayah: 1 };
  const offeredTranslations = ready?.source.translations ?? [];
  const translation = translationChoice !== 'off' && offeredTranslations.includes(translationChoice) ? translationChoice : undefined;
  const text = useSurah(ready?.source, surah?.number, translation);

  const heading = surah && surahHeading(surah);
  const announcement = heading ? `${heading}, ${ayah > 1 ? `Ayah ${ayah}` : `all ${surah.verseCount} verses`}` : '';

  return (
    <section className={section}>
      <div className={`${container} ${styles.reader}`}>
        {index.state.status === 'loading' && (
          <p role="status" className={styles.status}>
            Loading Quran...
          </p>
        )}
        {index.state.status === 'error' && <LoadFailure message="The list of surahs could not be loaded." onRetry={index.retry} />}
        {ready && (
          <>
            <ReaderControls
              surahs={ready.surahs}
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
            {!surah && <p className={styles.status}>Choose a surah to start reading.</p>}
          </>
        )}
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
            {text.result.status === 'ready' && <SurahText surah={text.result.value} ayah={ayah} translation={translation} />}
            {ayah > 1 && (
              <p className={styles.wholeSurah}>
                <button type="button" className={button({ variant: 'secondary' })} onClick={() => setParams(selectionParams(surah.number))}>
                  Show all {surah.verseCount} verses
                </button>
              </p>
            )}
          </article>
        )}
        {/* With the text it credits; after hydration, like the text, so the prerender never depends on the source. */}
        {ready && <Attribution config={config} />}
      </div>
    </section>
  );
}
