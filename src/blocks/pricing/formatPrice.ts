import { formatFixed, type LocaleFormats } from '../../i18n/localeFormats';

/**
 * "$35.00": the currency's symbol, then the amount with two decimals as the locale writes numbers.
 * The symbol is the content's own rather than Intl's, which spells some symbols differently by
 * locale and runtime, and would then break hydration.
 */
export function formatPrice(amount: number, symbol: string, formats: LocaleFormats): string {
  return `${symbol}${formatFixed(amount, 2, formats)}`;
}
