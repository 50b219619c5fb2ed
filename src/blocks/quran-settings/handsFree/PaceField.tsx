import { Field } from '../../../ui/Field';
import * as formFields from '../../../ui/formFields.css';
import { isPace, paceLabel, paces, type Pace } from './pace';

/** The pace of hands-free scrolling, among the reading settings. */
export function PaceField({ id, pace, onChange }: { id: string; pace: Pace; onChange: (pace: Pace) => void }) {
  return (
    <Field id={id} label="Auto-scroll pace">
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
              {paceLabel(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
