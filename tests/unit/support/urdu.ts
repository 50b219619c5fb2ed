import { readdirSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { renderPage } from '../../../src/app/server/renderPage';
import type { Page } from '../../../src/app/page/pageSchema';
import type { BlockInput } from '../../../src/blocks/definitions';
import type { Messages } from '../../../src/i18n/messages/en';
import { pageLocale, type PageLocale } from '../../../src/i18n/pageLocale';
import { PAGE_ASSETS, pageWith } from './blockExamples';
import { realSite } from './realSite';

const MESSAGES = 'content/translations/ur/messages';

/** A group of the code's texts in Urdu, as its file under content/translations/ur/messages/ writes it. */
export const urduGroup = <G extends keyof Messages>(group: G): Messages[G] =>
  (parse(readFileSync(`${MESSAGES}/${group}.yaml`, 'utf8')) as Pick<Messages, G>)[group];

/** The Urdu catalog as the translation writes it: messages.yaml, and each group in its own file under messages/. */
function urduMessages(): Messages {
  const files = ['content/translations/ur/messages.yaml', ...readdirSync(MESSAGES).map((file) => `${MESSAGES}/${file}`)];
  return Object.assign({}, ...files.map((file) => parse(readFileSync(file, 'utf8')) as Partial<Messages>)) as Messages;
}

/** Pages drawn in Urdu, as the site publishes them under /ur/. */
const urduLocale = (): PageLocale => pageLocale({ code: 'ur', label: 'اردو', direction: 'rtl', intl: 'ur-PK', font: 'nastaliq' }, '/ur', urduMessages());

/** The whole HTML document of a page drawn in Urdu, in the site's own settings and collections, with the code's texts in Urdu. */
export function renderInUrdu(page: Page): string {
  const { site, collections } = realSite();
  return renderPage(page, { site, collections, locale: urduLocale() }, PAGE_ASSETS);
}

/**
 * The example's block as an Urdu page arrives before any script runs: drawn after a page header, in
 * the site's own settings and collections, with the code's texts in Urdu.
 */
export function showInUrdu(example: BlockInput): HTMLElement {
  const { document } = new JSDOM(renderInUrdu(pageWith(example)), { url: `${realSite().site.url}/ur/example` }).window;
  return document.querySelector('main')!.children[1] as HTMLElement;
}
