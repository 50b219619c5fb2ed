import { fill } from '../../i18n/format';
import { formatNumber } from '../../i18n/localeFormats';
import type { PageLocale } from '../../i18n/pageLocale';
import { defaultLinesFor } from '../../services/quran/defaultLines';
import { shippedTranslationKinds, shippedTranslations, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';
import { container, section, visuallyHidden } from '../../theme/shared.css';
import type { BlockProps } from '../define';
import { arabicNumber } from './arabicNumber';
import { Attribution } from './Attribution';
import { preloadQuranFont } from './preloadQuranFont';
import { ShippedTranslationsCredit } from './ShippedTranslationsCredit';
import { LINE_MARK } from './translationLineMarks';
import { lineOf } from './translationLines.css';
import type { SurahTextBlock } from './schema';
import * as styles from './surahText.css';
import { ayatLabel, revelationLabel } from './surahLabels';

/**
 * The ayah's number after its text. Where the ayah has a page of its own, the number links to it,
 * so that every verse is reached by links with no script; its name says where it leads, in the
 * page's language (the text around it is Arabic).
 */
function AyahMarker({ number, page, label, locale }: { number: number; page: string | undefined; label: string; locale: PageLocale }) {
  const marker = (
    <span aria-hidden="true" className={page ? undefined : styles.marker}>
      ﴿{arabicNumber(number)}﴾
    </span>
  );
  if (!page) return marker;
  return (
    <a href={page} className={styles.markerLink}>
      <span lang={locale.code} dir={locale.direction} className={visuallyHidden}>
        {label}
      </span>
      {marker}
    </a>
  );
}

/** One translation's line under an ayah, in its own language and direction. */
function TranslationLine({ kind, verse }: { kind: ShippedTranslationKind; verse: string | undefined }) {
  if (verse === undefined) return null;
  const { lang, dir } = shippedTranslations[kind];
  return (
    <p lang={lang} dir={dir} className={lineOf[kind]} {...{ [LINE_MARK]: kind }}>
      {verse}
    </p>
  );
}

/**
 * One surah, whole, as static HTML. Each ayah is a list item whose id is its number, so
 * /read-quran/2#255 scrolls to Ayat al-Kursi and marks it (the :target style) before any script
 * runs; the reading settings beside it only change how it looks.
 */
export function SurahText({ block, locale }: BlockProps<SurahTextBlock>) {
  if (!block.surah) return null;
  const { surah, previous, next, verses, bismillah, ayahPages, index, translations } = block.surah;
  const { reader } = locale.messages;
  const text = reader.surahText;
  const number = (value: number) => formatNumber(value, locale.formats);
  // The page's own translation (Urdu on an Urdu page) is part of its text from the first paint, with
  // no script: the reading settings change it only when the reader does.
  const lines = shippedTranslationKinds.filter((kind) => defaultLinesFor(locale.code).includes(kind) && translations.has(kind));
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
            {fill(text.facts, {
              number: number(surah.number),
              ayat: ayatLabel(surah.ayat, reader.surahFacts, locale.formats),
              revelation: revelationLabel(surah.revelation, reader.surahFacts),
            })}
          </p>
          {bismillah && (
            <p lang="ar" dir="rtl" className={styles.opening}>
              {bismillah}
            </p>
          )}
          <ol className={styles.verses} lang="ar" dir="rtl">
            {verses.map((verse, index) => {
              const ayah = index + 1;
              return (
              // Focusable by script only: the keyboard shortcuts move focus from ayah to ayah.
              <li key={ayah} id={String(ayah)} value={ayah} className={styles.verse} tabIndex={-1}>
                <p className={styles.verseText}>
                  <span lang={locale.code} dir={locale.direction} className={visuallyHidden}>
                    {fill(text.ayahLabel, { number: number(ayah) })}
                  </span>
                  {verse}
                  <AyahMarker number={ayah} page={ayahPages[index]} label={fill(text.ayahPage, { number: number(ayah) })} locale={locale} />
                </p>
                {lines.map((kind) => (
                  <TranslationLine key={kind} kind={kind} verse={translations.get(kind)?.[index]} />
                ))}
              </li>
              );
            })}
          </ol>
        </article>
        <Attribution config={{ source: 'bundled' }} text={reader.attribution} />
        <ShippedTranslationsCredit shown={lines} text={reader.quranSettings} />
        <nav aria-label={text.neighbours} className={styles.neighbours}>
          {previous && (
            <a href={previous.to} rel="prev" className={styles.previous}>
              <span className={styles.direction}>{text.previous}</span> {number(previous.number)}. {previous.englishName}
            </a>
          )}
          <a href={index} className={styles.all}>
            {text.all}
          </a>
          {next && (
            <a href={next.to} rel="next" className={styles.next}>
              <span className={styles.direction}>{text.next}</span> {number(next.number)}. {next.englishName}
            </a>
          )}
        </nav>
      </div>
    </section>
  );
}
