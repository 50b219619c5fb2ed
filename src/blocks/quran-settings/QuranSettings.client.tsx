import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import { Message } from '../../ui/Message';
import { translationsOf } from '../../services/quran/index';
import { writeLastRead } from '../../services/quran/lastRead';
import { container } from '../../theme/shared.css';
import * as formFields from '../../ui/formFields.css';
import type { IslandProps } from '../define';
import { verseSizes } from '../surah-text/surahText.css';
import type { QuranSettingsBlock } from './schema';
import { defaultSettingsFor, isVerseSize, readSettings, writeSettings, type ReadingSettings } from './settings';
import * as styles from './quranSettings.css';
import { FollowingHelp } from './FollowingHelp';
import { PaceField } from './handsFree/PaceField';
import { useAyahNavigation, useReadingPlace } from './useAyahNavigation';
import { TranslationChoices } from './TranslationChoices';
import { useShippedTranslations } from './useShippedTranslations';
import { useTranslationLines } from './useTranslationLines';

/** The island's props beside its block: its texts, and the page's language, which also picks the translations shown by default. */
interface QuranSettingsProps {
  readonly text: Messages['reader']['quranSettings'];
  /** How the page's locale writes numbers. */
  readonly formats: LocaleFormats;
  /** The page's language ("en", "ur"). */
  readonly language: string;
}

/** The keys the shortcuts answer, by their name in the keyboard line's message. */
const KEYS = { j: 'J', k: 'K', n: 'N', p: 'P', s: 'S', plus: '+', minus: '-' } as const;

/** The hands-free controls, fetched once the page has hydrated: nothing of them is needed before. */
const HandsFreeDock = lazy(() => import('./handsFree/HandsFreeDock').then((module) => ({ default: module.HandsFreeDock })));

/**
 * The reading settings of a surah page, kept on this device: the text size (written on the root
 * element, where the static text's style reads it), the translations under each ayah (those shipped
 * with the site, and the remote source's when the site is built with one) and the keyboard
 * shortcuts, which are documented here and can be turned off, as single-key shortcuts must. It also
 * marks the ayah being read and keeps it as the place read, for "Continue reading" on the index,
 * and offers hands-free scrolling at a pace kept with the settings. What this device has not chosen
 * is the page's default: on an Urdu page, the Urdu translation under each ayah.
 */
export function QuranSettings({ block, text, formats, language }: IslandProps<QuranSettingsBlock, QuranSettingsProps>) {
  const [settings, setSettings] = useState<ReadingSettings>(() => defaultSettingsFor(language));
  const id = useId();
  const offered = translationsOf(block.source);
  const placed = block.surah;

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the settings kept on this device, read once the page has hydrated: the prerendered page cannot know them
  useEffect(() => setSettings(readSettings(block.source, defaultSettingsFor(language))), [block.source, language]);

  const change = (next: Partial<ReadingSettings>) => {
    const updated = { ...settings, ...next };
    setSettings(updated);
    writeSettings(updated);
  };

  useEffect(() => {
    if (settings.size === 'medium') delete document.documentElement.dataset.quranSize;
    else document.documentElement.dataset.quranSize = settings.size;
  }, [settings.size]);

  const follower = useReadingPlace((ayah) => placed && writeLastRead({ surah: placed.surah.number, ayah, englishName: placed.surah.englishName }));
  useAyahNavigation(placed, settings.shortcuts, follower);
  const shippedStatus = useShippedTranslations(placed?.surah, settings.lines, text, formats);
  const translationStatus = useTranslationLines(block, placed?.surah.number, settings.translation !== 'off' && offered.includes(settings.translation) ? settings.translation : undefined, text);

  return (
    <div className={`${container} ${styles.place}`}>
      <details className={styles.panel}>
        <summary className={styles.summary}>{text.summary}</summary>
        <div className={styles.controls}>
          <div className={formFields.field}>
            <label htmlFor={`${id}-size`} className={formFields.label}>
              {text.textSize}
            </label>
            <select id={`${id}-size`} className={formFields.control} value={settings.size} onChange={(event) => isVerseSize(event.target.value) && change({ size: event.target.value })}>
              {Object.keys(verseSizes).map((size) => (
                <option key={size} value={size}>
                  {text.sizes[size as keyof typeof text.sizes]}
                </option>
              ))}
            </select>
          </div>
          <TranslationChoices chosen={settings.lines} onChange={(lines) => change({ lines })} text={text} />
          <PaceField id={`${id}-pace`} pace={settings.pace} onChange={(pace) => change({ pace })} text={text.handsFree} formats={formats} />
          {offered.length > 0 && (
            <div className={formFields.field}>
              <label htmlFor={`${id}-translation`} className={formFields.label}>
                {text.translation}
              </label>
              <select
                id={`${id}-translation`}
                className={formFields.control}
                value={settings.translation}
                onChange={(event) => change({ translation: event.target.value as ReadingSettings['translation'] })}
              >
                <option value="off">{text.translationOff}</option>
                {offered.map((choice) => (
                  <option key={choice} value={choice}>
                    {text.remoteTranslations[choice]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={styles.checkField}>
            <input id={`${id}-keys`} type="checkbox" className={styles.checkbox} checked={settings.shortcuts} onChange={(event) => change({ shortcuts: event.target.checked })} />
            <label htmlFor={`${id}-keys`}>{text.shortcuts}</label>
          </div>
        </div>
        <p className={styles.keys}>
          <Message text={text.keys} parts={Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, <kbd className={styles.key}>{key}</kbd>]))} />
        </p>
        <FollowingHelp text={text} />
      </details>
      {shippedStatus}
      {translationStatus}
      {follower && (
        <Suspense>
          <HandsFreeDock follower={follower} pace={settings.pace} shortcuts={settings.shortcuts} onPace={(pace) => change({ pace })} text={text.handsFree} formats={formats} />
        </Suspense>
      )}
    </div>
  );
}
