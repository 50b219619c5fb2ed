/**
 * "$35.00": the currency's symbol, then the amount with two decimals, written without Intl so the
 * server and every browser agree (Intl spells some symbols differently by locale, which would
 * break hydration).
 */
export function formatPrice(amount: number, symbol = '$'): string {
  return `${symbol}${amount.toFixed(2)}`;
}

