/** What the dev server and its browser client agree on; neither is part of the production build. */

/** The custom HMR event the dev server sends when content (or code only the server runs) has changed. */
export const CONTENT_EVENT = 'academy:content-changed';

/** The id of the script element in which a dev error page carries the error for Vite's overlay. */
export const DEV_ERROR_ELEMENT = 'academy-dev-error';

/** The dev client, linked from every page the dev server renders. */
export const DEV_CLIENT = 'src/app/dev/devContentUpdate.ts';
