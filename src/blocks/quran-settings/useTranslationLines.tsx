import { useEffect, useState, type ReactNode } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { translations, type TranslationId } from '../../services/quran/index';
import { quranSource } from '../../services/quran/sources';
import { LoadFailure } from './LoadFailure';
import { translation as translationStyle } from '../surah-text/surahText.css';
import type { QuranSettingsBlock } from './schema';
import * as styles from './quranSettings.css';

const LINE = 'data-translation';

function removeLines() {
  for (const line of document.querySelectorAll(`article[data-surah] [${LINE}]`)) line.remove();
}

/**
 * The optional translation, from the remote source only: its lines are put under each ayah of the
 * static text (which the page drew without them), and taken away when it is turned off.
 */
export function useTranslationLines(block: QuranSettingsBlock, surah: number | undefined, translation: TranslationId | undefined, text: Messages['reader']['quranSettings']): ReactNode {
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [attempt, setAttempt] = useState(0);

  // The effect starts the request and says where it stands (idle, loading), as the page shows it.
  /* eslint-disable react-hooks/set-state-in-effect -- the state of the request this effect starts */
  useEffect(() => {
    removeLines();
    if (!surah || !translation || block.source !== 'remote') {
      setState('idle');
      return;
    }
    let current = true;
    setState('loading');
    quranSource({ source: 'remote', remoteBaseUrl: block.remoteBaseUrl })
      .then((source) => source.getSurah(surah, translation))
      .then(
        (text) => {
          if (!current) return;
          const { lang, dir } = translations[translation];
          for (const verse of text.verses) {
            const item = document.getElementById(String(verse.number));
            if (!item || !verse.translation) continue;
            const line = document.createElement('p');
            line.setAttribute(LINE, translation);
            line.lang = lang;
            line.dir = dir;
            line.className = translationStyle;
            line.textContent = verse.translation;
            item.append(line);
          }
          setState('idle');
        },
        (error: unknown) => {
          console.error('Error fetching Surah:', error);
          if (current) setState('error');
        },
      );
    return () => {
      current = false;
    };
  }, [block.source, block.remoteBaseUrl, surah, translation, attempt]);
  /* eslint-enable react-hooks/set-state-in-effect */

  if (state === 'loading') return <p role="status" className={styles.status}>{text.loading}</p>;
  if (state === 'error') return <LoadFailure message={text.remoteFailed} onRetry={() => setAttempt((count) => count + 1)} text={text} />;
  return null;
}
