import { useCallback, useEffect, useState } from 'react';
import { isTranslationId, type TranslationId } from '../../services/quran/index';

export type TranslationChoice = TranslationId | 'off';

const STORAGE_KEY = 'quran-reader.translation';

/** The translation line's setting, remembered for the visit (session storage, read after hydration). */
export function useTranslationPreference(): [TranslationChoice, (choice: TranslationChoice) => void] {
  const [choice, setChoice] = useState<TranslationChoice>('off');

  useEffect(() => {
    try {
      const stored = window.sessionStorage.getItem(STORAGE_KEY);
      if (isTranslationId(stored)) setChoice(stored);
    } catch {
      // Storage can be blocked (private modes, strict settings); the setting then lasts until the page is left.
    }
  }, []);

  const choose = useCallback((next: TranslationChoice) => {
    setChoice(next);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, next);
    } catch {
      // As above: not remembered, still applied.
    }
  }, []);

  return [choice, choose];
}
