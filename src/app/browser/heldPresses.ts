/** What a press can act on before its island is awake: buttons and the boxes a click checks. */
const PRESSABLE = 'button, input[type="submit"], input[type="checkbox"], input[type="radio"]';

export interface HeldPresses {
  /** Stops holding, and presses again the last control pressed meanwhile. */
  release(): void;
}

/**
 * Holds the presses on an island's buttons until it is awake: a click on a button whose handler is
 * not attached yet would do nothing, or send its form as a plain request. Links are left alone:
 * they work without script.
 */
export function holdPresses(island: HTMLElement): HeldPresses {
  let last: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    last = control;
  };
  island.addEventListener('click', hold, true);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      island.removeEventListener('click', hold, true);
      last?.click();
    },
  };
}
