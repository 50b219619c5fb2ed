import { en } from '../../../src/i18n/messages/en';
import { pageLocale, type PageLocale } from '../../../src/i18n/pageLocale';
import { readLocaleFormats } from '../../../src/i18n/readLocaleFormats';

/** The default language as pages are drawn in it: English at the root. */
export const englishLocale: PageLocale = pageLocale({ code: 'en', label: 'English', direction: 'ltr', intl: 'en-GB', font: 'serif' }, '', en);

/** How pages in Urdu write numbers and dates, as their islands are handed it. */
export const urduFormats = readLocaleFormats('ur-PK');
