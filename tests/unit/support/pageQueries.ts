import { within } from '@testing-library/dom';
import { expect } from 'vitest';
import { writtenSettings } from './realSite';

/** The link named `name` in `scope` leads to `href`. */
export function expectLink(scope: HTMLElement, name: string | RegExp, href: string): void {
  expect(within(scope).getByRole('link', { name }).getAttribute('href')).toBe(href);
}

/** The items of the block's first list, the cards an editor counts. */
export const itemsOfFirstList = (view: HTMLElement): HTMLElement[] => within(within(view).getAllByRole('list')[0]!).getAllByRole('listitem');

/** An island's props, as the page carries them beside its HTML. */
export const islandProps = (view: HTMLElement) => JSON.parse(view.nextElementSibling!.textContent) as { block: Record<string, unknown> };

/** The message a WhatsApp link carries to the site's number, as the visitor's chat would show it. */
export function chatMessage(href: string | null): string {
  const chatAddress = `https://wa.me/${writtenSettings.whatsapp.number}?text=`;
  expect(href?.startsWith(chatAddress), `${href} is a chat with ${writtenSettings.whatsapp.number}`).toBe(true);
  return decodeURIComponent(href!.slice(chatAddress.length));
}

/** The text a visitor reads in a page's HTML: tags and scripts gone, entities read, spaces collapsed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
