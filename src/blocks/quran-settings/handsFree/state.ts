import { fill } from '../../../i18n/format';
import type { Messages } from '../../../i18n/messages/en';
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

/** What the status line says, for the eye and, on each change only, for screen readers, in the page's language; `pace` as it says the pace. */
export function statusText(state: HandsFreeState, pace: string, text: Messages['reader']['quranSettings']['handsFree']): string {
  switch (state.kind) {
    case 'off':
      return '';
    case 'running':
      return fill(text.scrolling, { pace });
    case 'paused':
      return text.pausedBy[state.by];
    case 'stopped':
      return text.stopped;
    case 'ended':
      return text.ended;
    case 'paced':
      return fill(text.paced, { pace });
  }
}
