import { useId } from 'react';
import { translations, type SurahSummary, type TranslationId } from '../../services/quran/index';
import * as formFields from '../../ui/formFields.css';
import { ayahOptionLabel, surahOptionLabel } from './reading';
import * as styles from './quranReader.css';
import type { TranslationChoice } from './useTranslationPreference';

interface ReaderControlsProps {
  surahs: readonly SurahSummary[];
  surah: SurahSummary | undefined;
  ayah: number;
  onSurah: (number: number | undefined) => void;
  onAyah: (number: number) => void;
  /** The translations the source offers; none hides the translation setting. */
  offeredTranslations: readonly TranslationId[];
  translation: TranslationChoice;
  onTranslation: (choice: TranslationChoice) => void;
}

export function ReaderControls(props: ReaderControlsProps) {
  const { surahs, surah, ayah, offeredTranslations } = props;
  const id = useId();
  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor={`${id}-surah`} className={formFields.label}>
          Select Surah
        </label>
        <select
          id={`${id}-surah`}
          className={formFields.control}
          value={surah?.number ?? ''}
          onChange={(event) => props.onSurah(event.target.value ? Number(event.target.value) : undefined)}
        >
          <option value="" disabled>
            Select Surah
          </option>
          {surahs.map((option) => (
            // Chromium gives an option one flattened name, read in the option's language, and an
            // <option> cannot reliably hold a marked-up part (older HTML parsers drop it). So the
            // whole option is marked Arabic: the Arabic name, which an English voice cannot read,
            // gets an Arabic voice, which also reads the Latin transliteration after it. The
            // direction stays the page's, so the label keeps its order, "{Arabic} - {English}".
            <option key={option.number} value={option.number} lang="ar">
              {surahOptionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {surah && (
        <div className={styles.field}>
          <label htmlFor={`${id}-ayah`} className={formFields.label}>
            Select Ayah
          </label>
          <select id={`${id}-ayah`} className={formFields.control} value={ayah} onChange={(event) => props.onAyah(Number(event.target.value))}>
            {Array.from({ length: surah.verseCount }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {ayahOptionLabel(index + 1)}
              </option>
            ))}
          </select>
        </div>
      )}
      {offeredTranslations.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-translation`} className={formFields.label}>
            Translation
          </label>
          <select
            id={`${id}-translation`}
            className={formFields.control}
            value={props.translation}
            onChange={(event) => props.onTranslation(event.target.value as TranslationChoice)}
          >
            <option value="off">Off</option>
            {offeredTranslations.map((choice) => (
              <option key={choice} value={choice}>
                {translations[choice].label}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
