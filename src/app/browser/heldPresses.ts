/** What a press can act on before its island is awake: buttons and the boxes a click checks. */
const PRESSABLE = 'button, input[type="submit"], input[type="checkbox"], input[type="radio"]';

export interface HeldPresses {
  /** Stops holding, presses again the last control pressed meanwhile, and opens a list pressed meanwhile. */
  release(): void;
}

/**
 * Holds the presses on an island's controls until it is awake: a click on a button whose handler is
 * not attached yet would do nothing, or send its form as a plain request, and a select opened
 * before its island fills in its list would offer only the choice it was served with. Links are
 * left alone: they work without script.
 */
export function holdPresses(island: HTMLElement): HeldPresses {
  let pressed: HTMLElement | undefined;
  let opened: HTMLSelectElement | undefined;
  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!control || !island.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = control;
  };
  const holdList = (event: MouseEvent) => {
    const select = event.target instanceof Element ? event.target.closest('select') : null;
    if (!select || !island.contains(select)) return;
    event.preventDefault();
    select.focus();
    opened = select;
  };
  island.addEventListener('click', holdClick, true);
  island.addEventListener('mousedown', holdList, true);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      island.removeEventListener('click', holdClick, true);
      island.removeEventListener('mousedown', holdList, true);
      pressed?.click();
      if (opened?.isConnected) openList(opened);
    },
  };
}

/** Opens a select's list as the press would have; a browser that refuses (the press is too long ago) leaves it focused. */
function openList(select: HTMLSelectElement): void {
  try {
    select.showPicker();
  } catch {
    select.focus();
  }
}
