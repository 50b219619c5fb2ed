import { useEffect, useId, useState } from 'react';
import { fill, plural } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { ReaderAddresses } from '../../services/quran/ayahAddress';
import { legacyPlace, placeHref, readLastRead, type LastRead } from '../../services/quran/lastRead';
import { container, section, visuallyHidden } from '../../theme/shared.css';
import type { IslandProps } from '../define';
import { ayatLabel, revelationLabel } from '../surah-text/surahLabels';
import { filterSurahs } from './filter';
import { KeepQuran } from './KeepQuran';
import type { SurahIndexBlock } from './schema';
import * as styles from './surahIndex.css';

/** The island's props beside its block: its texts, what is said of each surah, how the page's locale writes numbers, and where its language keeps the reader's pages. */
interface SurahIndexProps {
  readonly text: Messages['reader']['surahIndex'];
  readonly facts: Messages['reader']['surahFacts'];
  readonly formats: LocaleFormats;
  readonly reader: ReaderAddresses;
}

/** The surahs, searchable, with the place this device last read and the offline download. */
export function SurahIndex({ block, text, facts, formats, reader }: IslandProps<SurahIndexBlock, SurahIndexProps>) {
  const [query, setQuery] = useState('');
  const [lastRead, setLastRead] = useState<LastRead>();
  const inputId = useId();
  const shown = filterSurahs(block.surahs, query);
  // The place kept is the same whichever language it was read in: it reopens in this page's, named as this page names its surah.
  const resumed = lastRead && block.surahs.find((surah) => surah.number === lastRead.surah);

  useEffect(() => {
    // The reader's old links (?surah=36, ?surah=2&ayah=255) reach the surah's or the ayah's own page.
    const place = legacyPlace(window.location.search, (number) => block.surahs.find((surah) => surah.number === number)?.ayat, reader);
    if (place) {
      window.location.replace(place);
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- where this device stopped reading, read once the page has hydrated: the prerendered page cannot know it
    setLastRead(readLastRead());
  }, [block.surahs, reader]);

  return (
    <section className={section()}>
      <div className={container}>
        {lastRead && (
          <p className={styles.continueRow}>
            <a href={placeHref(lastRead, reader.prefix)} className={styles.continueLink}>
              {fill(text.continueReading, { surah: resumed?.englishName ?? lastRead.englishName, ayah: formatNumber(lastRead.ayah, formats) })}
            </a>
          </p>
        )}
        {/* A filter, not a form: nothing is sent, so there is no submit button, and Enter reloads nothing. */}
        <search aria-label={text.search} className={styles.search}>
          <label htmlFor={inputId} className={styles.label}>
            {text.findLabel}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            placeholder={text.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <p role="status" className={styles.count}>
            {plural(text.count, shown.length, formats, { total: formatNumber(block.surahs.length, formats) })}
          </p>
        </search>
        {shown.length === 0 && <p className={styles.none}>{fill(text.noMatch, { query })}</p>}
        <ol className={styles.list}>
          {shown.map((surah) => (
            <li key={surah.id} className={styles.item}>
              <span className={styles.number}>
                <span className={visuallyHidden}>{text.surahNumber}</span>
                {formatNumber(surah.number, formats)}
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
                {ayatLabel(surah.ayat, facts, formats)} · {revelationLabel(surah.revelation, facts)}
              </span>
            </li>
          ))}
        </ol>
        <KeepQuran paths={block.surahs.map((surah) => surah.to)} text={text} formats={formats} />
      </div>
    </section>
  );
}
