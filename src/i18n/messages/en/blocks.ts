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
  /** The eLibrary: each book's buttons, and the viewer that shows it. */
  bookLibrary: {
    read: 'Read',
    /** The Read button's name, read out: `{title}` is the book's. */
    readNamed: 'Read {title}',
    download: 'Download',
    downloadNamed: 'Download {title} (PDF)',
    /** The viewer's tools, above the book. */
    openInNewTab: 'Open in new tab',
    maximize: 'Maximize',
    restore: 'Restore',
    close: 'Close',
    /** The name of the frame that shows the book. */
    frame: '{title} (PDF)',
    /** Where the browser shows no PDF inside a page (many phones): the book is offered instead. */
    cannotShow: 'This browser cannot show the book inside the page. Open it in your PDF reader or download it.',
    openBook: 'Open the book',
  },
  events: {
    /** Read out, not shown, before each of an event's facts. */
    date: 'Date: ',
    time: 'Time: ',
    location: 'Location: ',
    /** How an event's date is written: `{month}` is the month's name in the page's language, `{day}` and `{year}` its numbers. */
    on: '{month} {day}, {year}',
    /** How an event's time is written on a 12-hour clock: `{period}` is the part of the day, as `periods` names it. */
    at: '{hour}:{minute} {period}',
    /**
     * The part of the day an hour falls in: before 4 in the morning, to noon, to 4 in the afternoon,
     * to 6, to 8 in the evening, and to midnight. English says AM or PM; a language that names more
     * parts of the day gives each its own word.
     */
    periods: { beforeDawn: 'AM', morning: 'AM', afternoon: 'PM', lateAfternoon: 'PM', evening: 'PM', night: 'PM' },
  },
} as const;
