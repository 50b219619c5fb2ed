/** A tel: address for a phone number as the content writes it ("+92 300 0000000"): digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
