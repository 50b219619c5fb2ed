/** The site's route list, written out independently of pages.yaml so each can check the other. */
export const specRoutes = [
  '/', '/about', '/contact', '/courses', '/quran-reading', '/tajweed', '/quran-translation', '/memorization',
  '/islamic-studies', '/islamic-rules', '/islamic-ethics', '/fee', '/religious-1', '/religious-3', '/religious-5',
  '/religious-9', '/recording', '/marhomeen', '/istikhara', '/educational-fund', '/podcast', '/qa', '/read-quran',
  '/books', '/Instructors', '/testimonials', '/akeeka', '/islamic-jewelry', '/ring', '/tasbee', '/sajdagah',
  '/janamaz', '/stones', '/hirz', '/aehram', '/chadar', '/alam', '/blog', '/login', '/write', '/policy', '/terms', '/faq',
] as const;

/** Breadcrumb targets that had no page of their own are real index pages, so no crumb leads nowhere. */
export const indexRoutes = ['/religious-services', '/podcasts', '/products', '/shop'] as const;

/**
 * Pages added since: the accessibility statement (the site's own obligation, linked from the
 * footer), the owner's list of blogs (where old blogs are deleted so that the limit is five at a
 * time), the page the service worker shows offline, and three of the 114 surah pages (the first,
 * the longest, the last), and the site search, where the header's search box on every page leads.
 */
export const addedRoutes = ['/accessibility', '/manage-blogs', '/offline', '/read-quran/1', '/read-quran/2', '/read-quran/114', '/search'] as const;
