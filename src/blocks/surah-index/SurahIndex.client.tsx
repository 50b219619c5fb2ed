import { useEffect, useId, useState } from 'react';
import { legacyPlace, placeHref, readLastRead, type LastRead } from '../../services/quran/lastRead';
import { container, section, visuallyHidden } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import { revelationLabel } from '../surah-text/surahLabels';
import { filterSurahs } from './filter';
import { KeepQuran } from './KeepQuran';
import type { SurahIndexBlock } from './schema';
import * as styles from './surahIndex.css';

/** The surahs, searchable, with the place this device last read and the offline download. */
export function SurahIndex({ block }: IslandProps<SurahIndexBlock>) {
  const [query, setQuery] = useState('');
  const [lastRead, setLastRead] = useState<LastRead>();
  const inputId = useId();
  const shown = filterSurahs(block.surahs, query);

  useEffect(() => {
    // The reader's old links (?surah=36, ?surah=2&ayah=255) reach the surah's or the ayah's own page.
    const place = legacyPlace(window.location.search, (number) => block.surahs.find((surah) => surah.number === number)?.ayat);
    if (place) {
      window.location.replace(place);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- where this device stopped reading, read once the page has hydrated: the prerendered page cannot know it
    setLastRead(readLastRead());
  }, [block.surahs]);

  return (
    <section className={section()}>
      <div className={container}>
        {lastRead && (
          <p className={styles.continueRow}>
            <a href={placeHref(lastRead)} className={styles.continueLink}>
              Continue reading: {lastRead.englishName}, ayah {lastRead.ayah}
            </a>
          </p>
        )}
        {/* A filter, not a form: nothing is sent, so there is no submit button, and Enter reloads nothing. */}
        <search aria-label="Surahs" className={styles.search}>
          <label htmlFor={inputId} className={styles.label}>
            Find a surah by name or number
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            placeholder="Al-Kahf, Ya-Sin, 36..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <p role="status" className={styles.count}>
            {shown.length} of {block.surahs.length} surahs
          </p>
        </search>
        {shown.length === 0 && <p className={styles.none}>No surah matches “{query}”. Try a number from 1 to 114.</p>}
        <ol className={styles.list}>
          {shown.map((surah) => (
            <li key={surah.id} className={styles.item}>
              <span className={styles.number}>
                <span className={visuallyHidden}>Surah </span>
                {surah.number}
              </span>
              <span className={styles.names}>
                <a href={surah.to} className={styles.link}>
                  {surah.englishName}
                </a>
                <span className={styles.meaning}>{surah.meaning}</span>
              </span>
              <span lang="ar" dir="rtl" className={styles.arabic}>
                {surah.name}
              </span>
              <span className={styles.facts}>
                {surah.ayat} ayat · {revelationLabel(surah.revelation)}
              </span>
            </li>
          ))}
        </ol>
        <KeepQuran paths={block.surahs.map((surah) => surah.to)} />
      </div>
    </section>
  );
}
