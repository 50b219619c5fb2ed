import { useId } from 'react';
import type { Messages } from '../../i18n/messages/en';
import { shippedTranslationKinds, type ShippedTranslationKind } from '../../services/quran/shippedTranslations';
import * as formFields from '../../ui/formFields.css';
import { useHydrated } from '../../ui/useHydrated';
import * as styles from './quranSettings.css';

/**
 * The translations shipped with the site, each on or off. Drawn once the page's script runs (they
 * need it), so the page's HTML carries none of it.
 */
export function TranslationChoices({ chosen, onChange, text }: { chosen: readonly ShippedTranslationKind[]; onChange: (chosen: ShippedTranslationKind[]) => void; text: Messages['reader']['quranSettings'] }) {
  const id = useId();
  if (!useHydrated()) return null;
  return (
    <fieldset className={styles.choices}>
      <legend className={formFields.label}>{text.underEachAyah}</legend>
      {shippedTranslationKinds.map((kind) => (
        <div key={kind} className={styles.checkField}>
          <input
            id={`${id}-${kind}`}
            type="checkbox"
            className={styles.checkbox}
            checked={chosen.includes(kind)}
            onChange={(event) => onChange(shippedTranslationKinds.filter((other) => (other === kind ? event.target.checked : chosen.includes(other))))}
          />
          <label htmlFor={`${id}-${kind}`}>{text.shipped[kind].label}</label>
        </div>
      ))}
    </fieldset>
  );
}
