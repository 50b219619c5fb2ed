import { fill } from '../../i18n/format';
import { formatNumber, type LocaleFormats } from '../../i18n/localeFormats';

/** A price in whole rupees as the page's language writes it ("100 Pkr"), from its message and locale. */
export function formatRupees(amount: number, message: string, formats: LocaleFormats): string {
  return fill(message, { amount: formatNumber(amount, formats) });
}
