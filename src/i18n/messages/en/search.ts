/** The site search page and its results. */
export const search = {
  /** The page's own words where its block gives none. */
  page: {
    /** The search box's label. */
    label: 'Search the site',
    /** What the page says before anything is searched, and without JavaScript. */
    help: 'Type a word or two: a course, a service, a product, a question, or the words of an ayah in English, Urdu or Arabic (with or without its vowel marks), or its number, such as 2:255.',
    /** Over the menu's sections, listed before anything is searched. */
    sectionsHeading: 'Or start from a section',
    /** What the search does not find, and the link to where it is (the blog). */
    notSearched: 'Blog posts are not part of this search.',
    notSearchedLink: 'Read them on the blog',
  },
  /** The filter by the kind of page ("Courses", "Quran"), and its first choice. */
  kind: 'Kind',
  allKinds: 'All kinds',
  /**
   * The kinds a page is filed under, as the filter and each result name them. The English name is
   * also the kind's value in the index and in the address (`?kind=Quran`); a section of the site is
   * the kind whose English name its breadcrumb gives it (Courses, Religious Services...).
   */
  kinds: {
    quran: 'Quran',
    books: 'Books',
    podcasts: 'Podcasts',
    /** The scholars' answers and the FAQ. */
    questions: 'Questions and answers',
    courses: 'Courses',
    religiousServices: 'Religious Services',
    products: 'Products',
    shop: 'Shop',
    /** The pages in no section: the home page, About Us, the policies. */
    otherPages: 'Other pages',
  },
  submit: 'Search',
  showMore: 'Show more results',
  /** The status line, read out at a pause in the typing; `{query}` is what was searched, `{kind}` the kind chosen. */
  status: {
    searching: 'Searching...',
    found: { one: '{count} result for “{query}”.', other: '{count} results for “{query}”.' },
    foundIn: { one: '{count} result for “{query}” in {kind}.', other: '{count} results for “{query}” in {kind}.' },
    none: 'No results for “{query}”.',
    noneIn: 'No results for “{query}” in {kind}.',
    /** After the count, when "Show more results" could not read the next ones. */
    moreFailed: ' The next results could not be loaded: connect and try again.',
    /** Offline, the index answers from the parts kept on this device. */
    noneOffline: 'Nothing found in the part of the index on this device: connect and search again to search everything.',
    failedOffline: 'This search needs a connection: part of the index it reads is not on this device yet. Connect and search again.',
    failed: 'The search could not be loaded. Please try again.',
  },
} as const;
