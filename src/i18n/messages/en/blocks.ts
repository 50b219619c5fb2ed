/** What the other blocks draw around an editor's texts: hero, cards, steps, testimonials, gallery, FAQ list, not-found page and the like. */
export const blocks = {
  testimonials: {
    /** The carousel's name where the block has no heading of its own. */
    label: 'Testimonials',
    /** What screen readers call the rotating box, and each testimonial in it. */
    carousel: 'carousel',
    slide: 'slide',
    /** Each slide's name: its place among them all. */
    slideOf: '{number} of {total}',
    pause: 'Pause testimonials',
    play: 'Play testimonials',
    /** Each dot under the carousel, read out. */
    show: 'Show testimonial {number}',
  },
  /** What the share button's status line says once pressed. */
  share: {
    shared: 'Shared. Thank you for passing it on.',
    cancelled: 'Not shared.',
    copied: 'Link copied. Paste it wherever you want to share it.',
    /** `{url}` is the page's address, to copy by hand. */
    failed: 'This browser did not let the page copy the link. Copy it from here: {url}',
  },
  searchList: {
    /** The hint in the empty search box where the page gives none: `{label}` is the box's label ("Search podcasts"). */
    placeholder: '{label}...',
    /** How many items match: `{noun}` is what the list holds, as the page names it ("2 of 4 podcasts"). */
    count: '{shown} of {total} {noun}',
    /** A video's play button, read out; `{title}` is the video's title. */
    play: 'Play: {title}',
  },
} as const;
