import type { KeenSliderInstance } from 'keen-slider';
import 'keen-slider/keen-slider.min.css';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';
import type { Messages } from '../../i18n/messages/en';
import type { Testimonial } from '../../schema/collections/testimonials';
import { visuallyHidden } from '../../theme/shared.css';
import { QuoteCard } from '../../ui/QuoteCard';
import { prefersReducedMotion, useReducedMotion } from '../../ui/useReducedMotion';
import * as styles from './testimonials.css';

/** How long each testimonial shows before the next, and how long the slide takes. */
const ROTATION_INTERVAL_MS = 3000;
const TRANSITION_MS = 500;

interface CarouselProps {
  items: readonly Testimonial[];
  label: string;
  text: Messages['blocks']['testimonials'];
  formats: LocaleFormats;
}

/**
 * One testimonial at a time, looping, with dots. Moving content needs a way to stop it (WCAG 2.2.2): a pause button,
 * no rotation while the pointer or focus is inside, none at all under prefers-reduced-motion.
 * The server renders the first slide; keen-slider is loaded and attached after hydration.
 */
export function Carousel({ items, label, text, formats }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [active, setActive] = useState(0);
  const [ready, setReady] = useState(false);
  // Until the visitor presses play or pause, the carousel plays unless they asked for less motion.
  const [chosen, setChosen] = useState<boolean>();
  const reducedMotion = useReducedMotion();
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionId = useId();

  useEffect(() => {
    let cancelled = false;
    let slider: KeenSliderInstance | undefined;
    void import('keen-slider').then(({ default: KeenSlider }) => {
      if (cancelled || !trackRef.current) return;
      slider = new KeenSlider(trackRef.current, {
        loop: true,
        // On a page written right to left the next testimonial comes from the left, and a swipe to the right brings it.
        rtl: getComputedStyle(trackRef.current).direction === 'rtl',
        slides: { perView: 1 },
        defaultAnimation: { duration: prefersReducedMotion() ? 0 : TRANSITION_MS },
        slideChanged: (instance) => setActive(instance.track.details.rel),
      });
      sliderRef.current = slider;
      setReady(true);
    });
    return () => {
      cancelled = true;
      slider?.destroy();
      sliderRef.current = null;
    };
  }, []);

  const rotating = ready && playing && !hovered && !focused;

  // Restarted on every change of slide, so a visitor's own choice also gets its full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => sliderRef.current?.next(), ROTATION_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, active]);

  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={text.carousel}
      aria-label={label}
      id={regionId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <div ref={trackRef} className={`keen-slider ${styles.track}`} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, index) => (
          <div
            key={item.id}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription={text.slide}
            aria-label={fill(text.slideOf, { number: formatNumber(index + 1, formats), total: formatNumber(items.length, formats) })}
            aria-hidden={index === active ? undefined : true}
          >
            <QuoteCard quote={item.quote} name={item.name} role={item.role} size="large" />
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          aria-controls={regionId}
          onClick={() => setChosen(!playing)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
          <span className={visuallyHidden}>{playing ? text.pause : text.play}</span>
        </button>
        <div className={styles.dots}>
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => sliderRef.current?.moveToIdx(index)}
            >
              <span className={visuallyHidden}>{fill(text.show, { number: formatNumber(index + 1, formats) })}</span>
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
