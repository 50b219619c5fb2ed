/** What took the page back from hands-free scrolling. */
export type Interruption = 'pointer' | 'key' | 'wheel' | 'focus';

/** Keys that only change what the next key means. */
const modifiers = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'Fn']);
/** Keys that move through or press the hands-free controls themselves. */
const controlKeys = new Set(['Tab', 'Enter', ' ']);

export interface InterruptionOptions {
  /** The hands-free controls: using them is no interruption. */
  readonly controls: Element | null;
  /** A key that is itself a hands-free command (start or stop, faster, slower). */
  readonly isCommand: (event: KeyboardEvent) => boolean;
  readonly onInterrupt: (cause: Interruption) => void;
}

/**
 * Watches for the reader taking the page back: a touch or a click, a key, the wheel, or focus
 * moving to anything outside the hands-free controls (scrolling on would carry the focused control
 * out of view). Returns what stops the watch.
 */
export function watchInterruptions({ controls, isCommand, onInterrupt }: InterruptionOptions): () => void {
  const inControls = (target: EventTarget | null) => target instanceof Node && !!controls?.contains(target);
  const onPointer = (event: PointerEvent) => {
    if (!inControls(event.target)) onInterrupt('pointer');
  };
  const onWheel = () => onInterrupt('wheel');
  const onKey = (event: KeyboardEvent) => {
    if (modifiers.has(event.key) || isCommand(event)) return;
    if (controlKeys.has(event.key) && inControls(event.target)) return;
    onInterrupt('key');
  };
  const onFocus = (event: FocusEvent) => {
    if (!inControls(event.target)) onInterrupt('focus');
  };
  const listeners = [
    ['pointerdown', onPointer],
    ['wheel', onWheel],
    ['keydown', onKey],
    ['focusin', onFocus],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, { capture: true, passive: true });
  return () => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, { capture: true });
  };
}
