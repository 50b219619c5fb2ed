import { useEffect, useRef, useState, type ReactNode } from 'react';
import { plural } from '../../i18n/format';
import type { LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { SurahItem } from '../../schema/collections/surahs';
import type { TranslationLoader } from '../../services/quran/loadShippedTranslation';
import { shippedTranslationKinds, shippedTranslations, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';
import { visuallyHidden } from '../../theme/shared.css';
import { useHydrated } from '../../ui/useHydrated';
import { LoadFailure } from './LoadFailure';
import * as styles from './quranSettings.css';

type LoadState = 'loading' | 'shown' | 'failed';

/**
 * The shipped translations chosen in the settings, a line under each ayah of the static text: each
 * fetched once for the surah when first shown, its lines taken away when turned off. What draws
 * them is loaded with the first one chosen. Returns what the settings show of it: "Loading Quran..."
 * in a status region (present from hydration on, so screen readers hear it change), and a failure
 * with Retry, in the page's language (`text`, `formats`).
 */
export function useShippedTranslations(surah: SurahItem | undefined, chosen: readonly ShippedTranslationKind[], text: Messages['reader']['quranSettings'], formats: LocaleFormats): ReactNode {
  const [states, setStates] = useState<Partial<Record<ShippedTranslationKind, LoadState>>>({});
  const [attempt, setAttempt] = useState(0);
  // One per page: each file is fetched once for the visit, however often it is turned off and on.
  const loader = useRef<TranslationLoader>(undefined);
  const hydrated = useHydrated();
  const chosenKey = chosen.join(' ');

  useEffect(() => {
    const wanted = shippedTranslationKinds.filter((kind) => chosenKey.split(' ').includes(kind));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- where each load this effect starts stands
    setStates((states) => Object.fromEntries(wanted.map((kind) => [kind, states[kind] === 'shown' ? 'shown' : 'loading'])));
    // Nothing chosen and nothing ever drawn: nothing to load.
    if (!surah || (wanted.length === 0 && !loader.current)) return;
    let current = true;
    const settle = (kind: ShippedTranslationKind, state: LoadState) => current && setStates((states) => ({ ...states, [kind]: state }));
    import('./translationLines').then(
      (lines) => {
        if (!current) return;
        const load = (loader.current ??= lines.shippedTranslationLoader());
        for (const kind of shippedTranslationKinds) if (!wanted.includes(kind)) lines.removeLines(kind);
        lines.showCredits(text);
        for (const kind of wanted) {
          if (lines.hasLines(kind)) settle(kind, 'shown');
          else
            load(kind, surah.number, surah.ayat).then(
              (verses) => {
                if (!current) return;
                lines.drawLines(kind, verses);
                lines.showCredits(text);
                if (kind === 'ur') lines.keepUrduFontOnceLoaded();
                settle(kind, 'shown');
              },
              (error: unknown) => {
                if (!current) return;
                console.error(`The ${shippedTranslations[kind].name} could not be loaded:`, error);
                settle(kind, 'failed');
              },
            );
        }
      },
      (error: unknown) => {
        console.error('The translations could not be loaded:', error);
        for (const kind of wanted) settle(kind, 'failed');
      },
    );
    return () => {
      current = false;
    };
  }, [surah, chosenKey, attempt, text]);

  if (!hydrated || !surah) return null;
  const stateOf = (kind: ShippedTranslationKind) => states[kind] ?? 'loading';
  const loading = chosen.some((kind) => stateOf(kind) === 'loading');
  const failed = chosen.filter((kind) => stateOf(kind) === 'failed');
  return (
    <>
      <p role="status" className={loading ? styles.status : visuallyHidden}>
        {loading ? text.loading : ''}
      </p>
      {failed.length > 0 && (
        <LoadFailure
          message={plural(text.shippedFailed, failed.length, formats, { translations: failed.map((kind) => text.shipped[kind].name).join(text.failedSeparator) })}
          onRetry={() => setAttempt((count) => count + 1)}
          text={text}
        />
      )}
    </>
  );
}
