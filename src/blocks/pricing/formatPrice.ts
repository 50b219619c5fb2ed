import type { Currency } from '../../schema/collections/currencies';

/** How each currency of the fee plans is written before the amount. */
export const currencySymbols: Record<Currency, string> = {
  USD: '$',
  CAD: 'C$',
  UK: '£',
  AUD: 'A$',
  EURO: '€',
};

/** Spoken names for the currency switch, which shows SPEC.md's short labels. */
export const currencyNames: Record<Currency, string> = {
  USD: 'US dollars',
  CAD: 'Canadian dollars',
  UK: 'pounds sterling',
  AUD: 'Australian dollars',
  EURO: 'euros',
};

/**
 * "$35.00": always two decimals, written without Intl so the server and every browser agree
 * (Intl spells some symbols differently by locale, which would break hydration).
 */
export function formatPrice(amount: number, currency: Currency = 'USD'): string {
  return `${currencySymbols[currency]}${amount.toFixed(2)}`;
}

/** SPEC.md "Fee Structure": the price with two decimals followed by "only/month". */
export function formatMonthlyPrice(amount: number, currency: Currency = 'USD'): string {
  return `${formatPrice(amount, currency)} only/month`;
}
