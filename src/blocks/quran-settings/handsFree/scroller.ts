import { frameStep } from './pace';

export interface ScrollerOptions {
  /** The pace now, in CSS pixels a second (it may change while scrolling). */
  readonly speed: () => number;
  /** Whether the text has been read to its end; asked after every step. */
  readonly atEnd: () => boolean;
  readonly onEnd: () => void;
}

/**
 * Scrolls the window down at `speed`, one step a frame, each as long as the time since the last
 * frame (never by the count of frames). It scrolls the window only: focus stays where it is.
 * Returns what stops it.
 */
export function scrollHandsFree({ speed, atEnd, onEnd }: ScrollerOptions): () => void {
  let carried = 0;
  let last = performance.now();
  let frame = requestAnimationFrame(function step() {
    const now = performance.now();
    const next = frameStep(carried, speed(), now - last, window.devicePixelRatio || 1);
    last = now;
    carried = next.carried;
    // Instant: a smooth scroll per frame would queue behind the one before.
    if (next.move) window.scrollBy({ top: next.move, behavior: 'instant' });
    if (atEnd()) {
      onEnd();
      return;
    }
    frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}
