import type { LocaleFormats } from '../../../i18n/localeFormats';
import type { Messages } from '../../../i18n/messages/en';
import { Field } from '../../../ui/Field';
import * as formFields from '../../../ui/formFields.css';
import { isPace, paceLabel, paces, type Pace } from './pace';

/** The pace of hands-free scrolling, among the reading settings. */
export function PaceField({ id, pace, onChange, text, formats }: { id: string; pace: Pace; onChange: (pace: Pace) => void; text: Messages['reader']['quranSettings']['handsFree']; formats: LocaleFormats }) {
  return (
    <Field id={id} label={text.paceLabel}>
      {(control) => (
        <select
          {...control}
          className={formFields.control}
          value={pace}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            if (isPace(chosen)) onChange(chosen);
          }}
        >
          {paces.map((choice) => (
            <option key={choice} value={choice}>
              {paceLabel(choice, text, formats)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
