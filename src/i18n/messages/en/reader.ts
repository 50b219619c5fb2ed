/** The Quran reader: choosing a surah and an ayah, the settings, the translations, reading hands-free, the surah index. */
export const reader = {
  /** What a surah's page and the index say of each surah. */
  surahFacts: {
    /** Where it was revealed. */
    makki: 'Makki',
    madani: 'Madani',
    /** How many ayat it has. */
    ayat: { one: '{count} ayah', other: '{count} ayat' },
  },
  /** Where the Quran text comes from, under a surah or an ayah; `{encyclopedia}`, `{package}`, `{licence}` and `{host}` are links. */
  attribution: {
    bundled: 'Quran text: the Uthmani script of {encyclopedia}, from the {package} package by Risan Bagja Pradana, under the {licence} licence.',
    /** The link to the site the Uthmani text is from. */
    encyclopedia: "The Noble Qur'an Encyclopedia",
    remote: 'Quran text and translations from {host}.',
  },
  /** The two selects above the text ("Select Surah", "Select Ayah") and their Read button. */
  quranSelect: {
    surahLabel: 'Select Surah',
    /** The surah select's first option, on the index, where no surah is chosen yet. */
    surahPrompt: 'Choose a surah',
    ayahLabel: 'Select Ayah',
    ayahOption: 'Ayah {number}',
    read: 'Read',
    hint: 'A surah or ayah opens as soon as you choose it. If you move through a list with the arrow keys, press Enter or Read to open your choice.',
  },
  /** A surah page's reading settings, the translations under each ayah, and hands-free scrolling. */
  quranSettings: {
    summary: 'Reading settings and keyboard shortcuts',
    textSize: 'Text size',
    sizes: { small: 'Small', medium: 'Medium', large: 'Large', 'extra-large': 'Extra large' },
    /** The translation of the public Quran API, where the site is built with it. */
    translation: 'Translation',
    translationOff: 'Off',
    remoteTranslations: { en: 'English', ur: 'Urdu' },
    shortcuts: 'Keyboard shortcuts',
    /** Each of `{j}`, `{k}`, `{n}`, `{p}`, `{s}`, `{plus}` and `{minus}` is that key, drawn as a key. */
    keys: 'Keyboard, when shortcuts are on and no field has focus: {j} next ayah, {k} previous ayah, {n} next surah, {p} previous surah, {s} start or stop auto-scroll, {plus} and {minus} faster and slower.',
    following: 'As you read, the ayah at the top of the text is marked with a bar and an outline, and the list of surahs offers to continue from it.',
    /** `{s}` is the S key, drawn as a key. */
    handsFreeHelp:
      'Auto-scroll, the button at the bottom of the screen, moves the text up on its own at the pace chosen above, for reading hands free, and keeps the screen on while it runs where the browser allows it. A tap or a click on the page, a key, the mouse wheel or moving focus to a control pauses it, and the button or {s} goes on. It stops at the end of the surah.',
    /** The translations shipped with the site, each on or off. */
    underEachAyah: 'Under each ayah',
    /** Each shipped translation: its checkbox, what a failure calls it, and what its credit links. */
    shipped: {
      ur: { label: 'Urdu', name: 'Urdu translation', work: "Urdu translation by Abul A'la Maududi" },
      en: { label: 'English', name: 'English translation', work: 'English translation by Saheeh International' },
      transliteration: { label: 'Transliteration', name: 'transliteration', work: 'English transliteration' },
    },
    /** Under the text, for the translations shown: `{works}` is their linked works, one after the other; `{tanzil}`, `{package}` and `{licence}` are links. */
    credits: 'Under each ayah: {works}. From {tanzil}, by way of the {package} package, under the {licence} licence.',
    creditsSeparator: '; ',
    loading: 'Loading Quran...',
    /** Counted by the translations that failed; `{translations}` is their names, joined by `failedSeparator`. */
    shippedFailed: { one: 'The {translations} could not be loaded.', other: 'The {translations} could not be loaded.' },
    failedSeparator: ' and the ',
    remoteFailed: 'The translation could not be loaded.',
    /** After a failure's message, before its Retry button. */
    checkConnection: 'Please check your connection and try again.',
    retry: 'Retry',
    handsFree: {
      /** The controls' group, at the bottom of the screen. */
      group: 'Hands-free scrolling',
      slower: 'Slower',
      faster: 'Faster',
      toggle: 'Auto-scroll',
      /** The pace's select, among the reading settings. */
      paceLabel: 'Auto-scroll pace',
      pace: { one: '{count} line a minute', other: '{count} lines a minute' },
      /** The status line; `{pace}` is a pace, as `pace` says it. */
      scrolling: 'Scrolling, {pace}',
      pausedBy: { pointer: 'Paused by a tap or a click', key: 'Paused by a key', wheel: 'Paused by the mouse wheel', focus: 'Paused by moving focus' },
      stopped: 'Stopped',
      ended: 'Stopped at the end of the surah',
      paced: 'Pace: {pace}',
    },
  },
  /** A whole surah's page. */
  surahText: {
    /** `{ayat}` is a count as `surahFacts.ayat` says it, `{revelation}` Makki or Madani. */
    facts: 'Surah {number} · {ayat} · {revelation}',
    /** Read out, not shown, before each ayah's Arabic. */
    ayahLabel: 'Ayah {number}: ',
    /** Read out, not shown, as the name of an ayah's number, which links to its page. */
    ayahPage: 'Ayah {number} on its own page',
    /** The links to the surahs either side and the index. */
    neighbours: 'Surahs',
    previous: 'Previous surah',
    next: 'Next surah',
    all: 'All surahs',
  },
  /** An ayah's own page. */
  ayahText: {
    /** Above each translation of the ayah. */
    headings: { ur: 'Urdu translation', en: 'English translation', transliteration: 'Transliteration' },
    /** The links to the ayat either side and the whole surah. */
    neighbours: 'Ayat',
    previous: 'Previous ayah',
    next: 'Next ayah',
    wholeSurah: 'Read the whole surah',
    /** Under each translation; `{tanzil}`, `{package}` and `{licence}` are links. */
    translatedBy: 'Translated by {translator}, from {tanzil}, in the {package} package, under the {licence} licence.',
    /** Under the transliteration, which no one translated. */
    from: 'From {tanzil}, in the {package} package, under the {licence} licence.',
    translators: { ur: "Abul A'la Maududi", en: 'Saheeh International' },
  },
  /** The index of the surahs, its search, and keeping the Quran offline. */
  surahIndex: {
    continueReading: 'Continue reading: {surah}, ayah {ayah}',
    /** The search's name. */
    search: 'Surahs',
    findLabel: 'Find a surah by name or number',
    placeholder: 'Al-Kahf, Ya-Sin, 36...',
    /** Counted by the surahs shown, of `{total}`. */
    count: { one: '{count} of {total} surahs', other: '{count} of {total} surahs' },
    noMatch: 'No surah matches “{query}”. Try a number from 1 to 114.',
    /** Read out, not shown, before each surah's number. */
    surahNumber: 'Surah ',
    keep: 'Keep the whole Quran on this device',
    saving: 'Saving surah pages: {done} of {total}...',
    /** `{size}` is how much was stored ("12.3 MB"). */
    saved: 'The whole Quran is on this device: {total} surahs, {size}. They open with no connection.',
    savedPart: '{done} of {total} surahs saved ({size}). Connect and try again for the rest.',
  },
} as const;
