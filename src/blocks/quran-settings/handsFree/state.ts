import type { Interruption } from './interruptions';

/**
 * Hands-free scrolling: never started, running, paused by the reader, stopped by the reader, at the
 * end of the surah, or waiting at a pace just chosen.
 */
export type HandsFreeState =
  | { readonly kind: 'off' }
  | { readonly kind: 'running' }
  | { readonly kind: 'paused'; readonly by: Interruption }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'ended' }
  | { readonly kind: 'paced' };

export type HandsFreeEvent =
  | { readonly type: 'toggle' }
  | { readonly type: 'interrupt'; readonly by: Interruption }
  | { readonly type: 'end' }
  | { readonly type: 'pace' };

/**
 * The button and the S key start it (or go on after a pause) and stop it; only a running scroll is
 * paused or ends. A pace chosen while it is not running is then what the status says.
 */
export function handsFree(state: HandsFreeState, event: HandsFreeEvent): HandsFreeState {
  if (event.type === 'toggle') return state.kind === 'running' ? { kind: 'stopped' } : { kind: 'running' };
  if (event.type === 'pace') return state.kind === 'running' ? state : { kind: 'paced' };
  if (state.kind !== 'running') return state;
  return event.type === 'end' ? { kind: 'ended' } : { kind: 'paused', by: event.by };
}

const causes: Record<Interruption, string> = { pointer: 'a tap or a click', key: 'a key', wheel: 'the mouse wheel', focus: 'moving focus' };

/** What the status line says, for the eye and, on each change only, for screen readers. */
export function statusText(state: HandsFreeState, pace: string): string {
  switch (state.kind) {
    case 'off':
      return '';
    case 'running':
      return `Scrolling, ${pace}`;
    case 'paused':
      return `Paused by ${causes[state.by]}`;
    case 'stopped':
      return 'Stopped';
    case 'ended':
      return 'Stopped at the end of the surah';
    case 'paced':
      return `Pace: ${pace}`;
  }
}
