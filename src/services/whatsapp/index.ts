/** Every chat link on the site is built here, from the number in the site settings. */

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
