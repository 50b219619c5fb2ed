import type { CatalogShape } from './catalog';

/**
 * Every text the site's code shows a visitor, in English: the source of the other languages'
 * catalogs (content/translations/<code>/messages.yaml), each checked at build against this one for a
 * missing or extra key and for the `{name}` placeholders of each message. Texts an editor writes
 * (pages, collections, settings) are not here: they live in pages.yaml and content/.
 */
export const en = {
  shell: {
    skipLink: 'Skip to main content',
    menu: 'Menu',
    mainNavigation: 'Main',
    searchButton: 'Search the site',
    searchLabel: 'Search the site',
    searchSubmit: 'Search',
    footerNavigation: 'Footer',
    aboutHeading: 'About us',
    quickLinks: 'Quick links',
    contactHeading: 'Get in touch',
    emailLabel: 'Email: ',
    phoneLabel: 'Phone: ',
    addressLabel: 'Address: ',
    galleryHeading: 'Gallery',
    allRightsReserved: 'All rights reserved.',
    chatButton: 'Chat with us',
    chatMessage: 'Chat with us on WhatsApp!',
    chatStart: 'Start chat',
    breadcrumbs: 'Breadcrumb',
    languageSwitch: 'Language',
    /** The other language's version of the page, or its home page where the page has none. */
    languageSamePage: 'This page in {language}',
    languageHomeOnly: 'This page is not yet in {language}: its home page',
  },
} as const;

/** The catalog every language fills: the English keys, with any text. */
export type Messages = CatalogShape<typeof en>;
