import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type SubmitEvent } from 'react';
import { ayahHref } from '../../services/quran/ayahAddress';
import { button, container } from '../../theme/shared.css';
import { Field } from '../../ui/Field';
import { LatinRuns } from '../../ui/LatinRuns';
import * as formFields from '../../ui/formFields.css';
import { ayahOptionLabel, movesChoiceOnTheSpot, type QuranSelectProps, type SurahChoice } from './choosing';
import { openPage } from './openPage';
import * as styles from './quranSelect.css';
import { readSurahChoices } from './surahChoices';

/**
 * Every surah, read as the island wakes: the module is ready, and the island hydrated, only once
 * the list is here, so a select pressed while it woke opens full. The prerender draws the place
 * chosen alone and reads nothing. The list is the page's language's (the root element's lang),
 * named as the page names the surah served. Should the list not come, the island stays as served,
 * a form that still opens the place chosen.
 */
const everySurah: readonly SurahChoice[] = import.meta.env.SSR ? [] : await readSurahChoices(document.documentElement.lang);

/** Drawn in the browser: nothing to subscribe to, the answer differs only from the served page's. */
const neverChanges = () => () => undefined;
const inTheBrowser = () => true;
const served = () => false;

/**
 * "Select Surah" and, once a surah is chosen, "Select Ayah", set to where the reader is. A choice
 * made with a pointer, by touch or from an opened list opens its page at once: the surah's, the
 * whole surah for "Ayah 1", the ayah's own page for any other. A choice moved on the spot by the
 * arrow keys (or a typed letter) does not: Chrome on Windows, Firefox and screen readers in focus
 * mode fire `change` at each press on a closed select, and following each one would take a keyboard
 * user away at the first step (a change of context on input). Those choices wait for Enter or the
 * Read button; the hint under the controls says both, before they are used.
 *
 * The served page holds the selects with the place chosen alone in each, which is what reserves
 * their room; the lists fill in once the script wakes, as only then can a choice open anything.
 * Written out in every one of the reader's pages, the 114 surahs and a long surah's ayat would weigh
 * 2 to 3.5 KB compressed more, the names twice over. The controls are a real form to /read-quran,
 * so Read pressed before the script wakes still arrives (?surah=2&ayah=255 is an address the index
 * forwards).
 */
export function QuranSelect({ surah: hereChoice, ayah: hereAyah = 1, text, formats, direction, reader }: QuranSelectProps) {
  const id = useId();
  const awake = useSyncExternalStore(neverChanges, inTheBrowser, served);
  const hereSurah = hereChoice?.[0];
  const surahs = awake && everySurah.length ? everySurah : hereChoice ? [hereChoice] : [];
  const [surah, setSurah] = useState(hereSurah);
  const [ayah, setAyah] = useState(hereAyah);
  const movedByKeys = useRef(false);
  const ayat = surahs.find(([number]) => number === surah)?.[2];
  const here = hereSurah === undefined ? undefined : ayahHref({ surah: hereSurah, ayah: hereAyah }, reader);

  /** Follows a change, unless the arrow keys made it or it names the page the reader is on. */
  const follow = (href: string) => {
    const byKeys = movedByKeys.current;
    movedByKeys.current = false;
    if (!byKeys && href !== here) openPage(href);
  };

  const chooseSurah = (number: number) => {
    setSurah(number);
    setAyah(1);
    follow(ayahHref({ surah: number, ayah: 1 }, reader));
  };

  const chooseAyah = (number: number) => {
    setAyah(number);
    if (surah !== undefined) follow(ayahHref({ surah, ayah: number }, reader));
  };

  const read = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (surah !== undefined) openPage(ayahHref({ surah, ayah }, reader));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && !event.altKey) {
      // Enter opens the choice the arrow keys moved to, as Read does (and asks for a surah on the index).
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
      return;
    }
    movedByKeys.current = movesChoiceOnTheSpot(event);
  };

  // A press of a pointer (or a finger) on the select, or leaving it, starts afresh: the next change is not the keys'.
  const forgetKeys = () => {
    movedByKeys.current = false;
  };

  const fieldEvents = { onKeyDown, onPointerDown: forgetKeys, onBlur: forgetKeys, 'aria-describedby': `${id}-hint` };
  const ayahsOffered = awake ? Array.from({ length: ayat ?? 0 }, (_, index) => index + 1) : [ayah];

  return (
    <div className={`${container} ${styles.place}`}>
      <form method="get" action={`${reader.prefix}/read-quran`} className={styles.form} onSubmit={read}>
        <Field id={`${id}-surah`} label={text.surahLabel} className={styles.surahField}>
          {(control) => (
            <select {...control} name="surah" required className={formFields.control} value={surah ?? ''} onChange={(event) => chooseSurah(Number(event.target.value))} {...fieldEvents}>
              {hereSurah === undefined && (
                <option value="" disabled>
                  {text.surahPrompt}
                </option>
              )}
              {surahs.map(([number, label]) => (
                  // An option holds text only, read as one name in the option's language. Marked Arabic
                  // as a whole, the Arabic name gets a voice that can read it, which also reads the
                  // Latin name after it; the direction stays the page's, keeping "{Arabic} - {English}".
                  <option key={number} value={number} lang="ar">
                    {label}
                  </option>
                ))}
            </select>
          )}
        </Field>
        {ayat !== undefined && (
          <Field id={`${id}-ayah`} label={text.ayahLabel} className={styles.ayahField}>
            {(control) => (
              <select {...control} name="ayah" className={formFields.control} value={ayah} onChange={(event) => chooseAyah(Number(event.target.value))} {...fieldEvents}>
                {ayahsOffered.map((number) => (
                  <option key={number} value={number}>
                    {ayahOptionLabel(number, text, formats)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <button type="submit" className={`${button()} ${styles.read}`}>
          {text.read}
        </button>
        <p id={`${id}-hint`} className={`${formFields.hint} ${styles.hint}`}>
          <LatinRuns text={text.hint} direction={direction} />
        </p>
      </form>
    </div>
  );
}
