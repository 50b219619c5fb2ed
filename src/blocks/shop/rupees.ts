import { fill, formatNumber } from '../../i18n/format';

/** A price in whole rupees as the page's language writes it ("100 Pkr"), from its message and locale. */
export function formatRupees(amount: number, message: string, intl: string): string {
  return fill(message, { amount: formatNumber(amount, intl) });
}
