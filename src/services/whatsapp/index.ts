/** Every chat link on the site is built here, from the number in the site settings. */
import { orderMessage, type OrderLine, type OrderWording } from './orderMessage';

export { lineTotal, orderMessage, orderTotal, type OrderLine, type OrderWording } from './orderMessage';

export interface WhatsAppSettings {
  readonly number: string;
  readonly greeting: string;
}

/** `https://wa.me/{number}?text={message}`; the message is URL-encoded, newlines included. */
export function chatLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export function greetingLink(settings: WhatsAppSettings): string {
  return chatLink(settings.number, settings.greeting);
}

/** The chat link that sends this order to the business number, written out as `wording` says. */
export function orderLink(number: string, lines: readonly OrderLine[], wording: OrderWording): string {
  return chatLink(number, orderMessage(lines, wording));
}
